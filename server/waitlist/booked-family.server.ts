import type { Transaction } from "#server/db/client.server.ts";
import { and, eq, or, sql } from "drizzle-orm";
import { seatHolds, waitingList, waitlistOffers } from "#server/db/schema.server.ts";

/**
 * What the waiting list does once a booking is confirmed: the offer it was paid from (if any)
 * becomes 'claimed' and its hold gives way to the booking's seat; the family's waiting-list entry
 * for that workshop is deleted (docs/product/childrens-data.md#retention); another offer the
 * family still had for it ends now, so the next job run passes its seat on. `offerId` is the
 * offer the payment rode on; call it in the booking's transaction, after the seat is counted.
 */
export async function recordFamilyBooked(
  tx: Transaction,
  booking: { id: string; workshopId: string; parentEmail: string },
  offerId: string | null,
) {
  const email = booking.parentEmail.trim().toLowerCase();
  let entryId: string | null = null;
  if (offerId) {
    const [claimed] = await tx
      .update(waitlistOffers)
      .set({ status: "claimed", bookingId: booking.id, endedAt: sql`now()` })
      .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, "offered")))
      .returning({ holdId: waitlistOffers.holdId, entryId: waitlistOffers.waitingListId });
    if (claimed) {
      entryId = claimed.entryId;
      await tx
        .update(seatHolds)
        .set({ status: "completed" })
        .where(and(eq(seatHolds.id, claimed.holdId), eq(seatHolds.status, "open")));
    }
  }
  await tx
    .update(waitlistOffers)
    .set({ expiresAt: sql`least(${waitlistOffers.expiresAt}, now())` })
    .where(
      and(
        eq(waitlistOffers.workshopId, booking.workshopId),
        eq(waitlistOffers.parentEmail, email),
        eq(waitlistOffers.status, "offered"),
      ),
    );
  const sameFamily = and(eq(waitingList.workshopId, booking.workshopId), eq(waitingList.parentEmail, email));
  await tx.delete(waitingList).where(entryId ? or(sameFamily, eq(waitingList.id, entryId)) : sameFamily);
}
