import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { seatHolds, waitlistOffers } from "#server/db/schema.server.ts";
import { liveHold } from "./seats.server.ts";
import type { OfferRefusal } from "#shared/waitlist-offer-text.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";

export type { OfferRefusal };

/** An offer whose seat is held; its columns as the schema types them. */
export type LiveOffer = Pick<
  typeof waitlistOffers.$inferSelect,
  "id" | "workshopId" | "groupId" | "holdId" | "expiresAt" | "seats"
>;

export type OfferLookup = { ok: true; offer: LiveOffer } | { ok: false; reason: OfferRefusal };

const columns = {
  id: waitlistOffers.id,
  workshopId: waitlistOffers.workshopId,
  groupId: waitlistOffers.groupId,
  holdId: waitlistOffers.holdId,
  expiresAt: waitlistOffers.expiresAt,
  seats: waitlistOffers.seats,
  status: waitlistOffers.status,
};

function judge(
  row: (LiveOffer & { status: string }) | undefined,
  workshopId: string,
  now: Date,
): OfferLookup {
  if (!row) return { ok: false, reason: "offer_not_found" };
  if (row.workshopId !== workshopId) return { ok: false, reason: "offer_other_workshop" };
  if (row.status === "claimed") return { ok: false, reason: "offer_claimed" };
  if (row.status !== "offered" || row.expiresAt <= now) return { ok: false, reason: "offer_expired" };
  const { status: _status, ...offer } = row;
  return { ok: true, offer };
}

/** The offer a link carries, judged for `workshopId`'s booking page (no lock: the claim checks again). */
export async function findOffer(
  db: Database | Transaction,
  token: string,
  workshopId: string,
  now: Date = new Date(),
): Promise<OfferLookup> {
  if (!isRandomToken(token)) return { ok: false, reason: "offer_not_found" };
  const [row] = await db.select(columns).from(waitlistOffers).where(eq(waitlistOffers.token, token));
  return judge(row, workshopId, now);
}

/**
 * The claim's check, under the offer's row lock (taken after the seat row's lock: one order for
 * every offer rule): still offered, in its window, its own hold still live, and no other payment
 * riding on it right now. Twenty claims at once therefore start exactly one payment.
 */
export async function lockOfferForClaim(tx: Transaction, offerId: string, workshopId: string) {
  const [row] = await tx
    .select(columns)
    .from(waitlistOffers)
    .where(eq(waitlistOffers.id, offerId))
    .for("update");
  const judged = judge(row, workshopId, new Date());
  if (!judged.ok) return judged;
  const [seat] = await tx
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(and(eq(seatHolds.id, judged.offer.holdId), liveHold()));
  if (!seat) return { ok: false as const, reason: "offer_expired" as const };
  const [riding] = await tx
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(and(eq(seatHolds.waitlistOfferId, offerId), liveHold()));
  if (riding) return { ok: false as const, reason: "offer_busy" as const };
  return judged;
}

/**
 * A payment riding on the offer keeps the offer's seat at least as long as itself: a family paying
 * in the last minutes of the window is not overtaken.
 */
export async function keepOfferSeatUntil(tx: Transaction | Database, offerHoldId: string, until: Date) {
  await tx
    .update(seatHolds)
    .set({
      holdExpiresAt: sql`greatest(${seatHolds.holdExpiresAt}, ${until.toISOString()}::timestamptz)`,
    })
    .where(and(eq(seatHolds.id, offerHoldId), eq(seatHolds.status, "open")));
}
