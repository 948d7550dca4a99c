import { and, eq, inArray } from "drizzle-orm";
import type { RefundStatus } from "#shared/stored-values.ts";
import { bookings, seatHolds, refunds } from "#server/db/schema.server.ts";
import { RefundRefusedError } from "#server/payments/provider.server.ts";
import type { Services } from "#server/services.server.ts";

export type RefundServices = Pick<Services, "db" | "logger" | "payments">;

/** What is kept of a provider's refusal: enough for an administrator, never a family's details. */
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 300) || "Erreur inconnue";

/** The payment (pi_...) the money goes back to: kept on the refund once found. */
async function paymentIntentOf(services: RefundServices, refundId: string) {
  const [row] = await services.db
    .select({
      known: refunds.paymentIntentId,
      kind: seatHolds.kind,
      providerId: seatHolds.providerPaymentId,
    })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .leftJoin(seatHolds, eq(seatHolds.id, bookings.holdId))
    .where(eq(refunds.id, refundId));
  if (row?.known) return row.known;
  if (!row?.providerId) return null;
  if (row.kind === "payment_intent") return row.providerId;
  const session = await services.payments.provider.retrieveCheckoutSession(row.providerId);
  return session?.paymentIntentId ?? null;
}

/**
 * Asks the provider for one refund that is `pending` or `failed`, after the transaction that wrote
 * it committed (docs/product/privacy-and-refunds.md#refunds). Its idempotency key makes a second
 * call for the same refund (a retry, another process) return the same refund, never a second one.
 * A refusal or an unreachable provider leaves it `failed`; the `retry-refunds` job tries again.
 * Answers the refund's status afterwards (null: no such refund).
 */
export async function sendRefund(services: RefundServices, refundId: string): Promise<RefundStatus | null> {
  const { db, logger } = services;
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return null;
  if (refund.status !== "pending" && refund.status !== "failed") return refund.status;
  const retryable = and(eq(refunds.id, refundId), inArray(refunds.status, ["pending", "failed"]));
  let paymentIntentId: string | null = null;
  try {
    paymentIntentId = await paymentIntentOf(services, refundId);
    if (!paymentIntentId) throw new Error("Paiement introuvable chez le prestataire");
    const answer = await services.payments.provider.refund(
      paymentIntentId,
      refund.idempotencyKey,
      refund.amount,
    );
    const [updated] = await db
      .update(refunds)
      .set({
        status: "refunded",
        paymentIntentId,
        providerRefundId: answer.id,
        attempts: refund.attempts + 1,
        lastError: null,
        refundedAt: new Date(),
      })
      .where(retryable)
      .returning({ status: refunds.status });
    return updated?.status ?? "refunded";
  } catch (error) {
    const attempts = refund.attempts + 1;
    logger.warn({ err: error, refundId, attempts }, "Refund not made; it will be retried");
    await db
      .update(refunds)
      .set({
        status: "failed",
        paymentIntentId,
        attempts,
        lastError: errorText(error),
        // The provider keeps its answer under a key: after a refusal only a new key can succeed.
        // After a lost answer the key stays, so a refund that did go through is not made twice.
        ...(error instanceof RefundRefusedError && { idempotencyKey: `${refund.id}:${attempts}` }),
      })
      .where(retryable);
    return "failed";
  }
}
