import type { Transaction } from "#server/db/client.server.ts";
import { and, eq } from "drizzle-orm";
import { seatHolds, waitlistOffers } from "#server/db/schema.server.ts";
import { liveHold } from "#server/seats/seats.server.ts";

/**
 * The seats the offer still holds (offered, its hold live; 0 otherwise), under the offer's row
 * lock: the caller already holds the seat row's lock (seat, then offer).
 */
export async function liveOfferSeats(tx: Transaction, offerId: string): Promise<number> {
  const [offer] = await tx
    .select({ holdId: waitlistOffers.holdId })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, "offered")))
    .for("update");
  if (!offer) return 0;
  const [seat] = await tx
    .select({ seats: seatHolds.seats })
    .from(seatHolds)
    .where(and(eq(seatHolds.id, offer.holdId), liveHold()));
  return seat?.seats ?? 0;
}
