import { eq } from "drizzle-orm";
import { seatHolds } from "#server/db/schema.server.ts";
import type { Services } from "#server/services.server.ts";
import { releaseHold } from "./holds.server.ts";

/**
 * The parent gave up (the cancelled page, or leaving the payment page): the provider's session or
 * intent is ended first, so it can no longer be paid, then the seat is released. Answers whether a
 * hold was released. A payment that slipped through meanwhile is handled by fulfilment's late path.
 */
export async function cancelPayment(services: Pick<Services, "db" | "logger" | "payments">, holdId: string) {
  const [hold] = await services.db
    .select({
      status: seatHolds.status,
      kind: seatHolds.kind,
      providerPaymentId: seatHolds.providerPaymentId,
    })
    .from(seatHolds)
    .where(eq(seatHolds.id, holdId));
  if (!hold || hold.status !== "open") return false;
  if (hold.providerPaymentId) {
    const provider = services.payments.provider;
    try {
      if (hold.kind === "checkout") await provider.expireCheckoutSession(hold.providerPaymentId);
      else await provider.cancelPaymentIntent(hold.providerPaymentId);
    } catch (error) {
      // The hold still ends with its own expiry; a late payment is refunded or seated.
      services.logger.warn({ err: error, holdId }, "Could not end the provider's session on cancel");
    }
  }
  return releaseHold(services.db, { id: holdId }, "cancelled");
}
