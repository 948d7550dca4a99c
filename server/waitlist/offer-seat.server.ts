import type { Transaction } from "#server/db/client.server.ts";
import { and, eq } from "drizzle-orm";
import { checkoutSessions, waitlistOffers } from "#server/db/schema.server.ts";
import { liveHold } from "#server/payments/seats.server.ts";

/**
 * Whether the offer still holds its seat (offered, its hold live), under the offer's row lock:
 * the caller already holds the seat row's lock (seat, then offer).
 */
export async function liveOfferSeat(tx: Transaction, offerId: string): Promise<boolean> {
  const [offer] = await tx
    .select({ holdId: waitlistOffers.holdId })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, "offered")))
    .for("update");
  if (!offer) return false;
  const [seat] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, offer.holdId), liveHold()));
  return Boolean(seat);
}
