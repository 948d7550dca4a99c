import { and, eq } from "drizzle-orm";
import { formatEurosFr } from "#shared/money.ts";
import { isUuid } from "#shared/uuid.ts";
import { done, refused, type ChangeResult } from "#server/admin/result.server.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { bookings, refunds } from "#server/db/schema.server.ts";
import { sendRefund, type RefundServices } from "./send-refund.server.ts";

export const retryRefundText = {
  refunded: (amount: number) => `${formatEurosFr(amount)} remboursés.`,
  stillFailing:
    "Le prestataire de paiement refuse toujours ce remboursement. Vérifiez le paiement dans son tableau de bord.",
  nothingToRetry: "Cette réservation n'a pas de remboursement en échec.",
  error: "Impossible de relancer le remboursement",
} as const;

/**
 * An administrator sends a booking's failed refund again now, instead of waiting for the
 * `retry-refunds` job (which stops after a few attempts). The same idempotency rules apply.
 */
export async function retryRefundNow(
  services: RefundServices,
  actor: Actor,
  bookingId: string,
): Promise<ChangeResult<string>> {
  if (!isUuid(bookingId)) return refused(retryRefundText.nothingToRetry);
  const [refund] = await services.db
    .select({ id: refunds.id, amount: refunds.amount, reference: bookings.reference })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, "failed")));
  if (!refund) return refused(retryRefundText.nothingToRetry);
  const status = await sendRefund(services, refund.id);
  await recordAudit(services.db, {
    actor,
    action: "refund",
    entity: "booking",
    entityId: bookingId,
    after: { reference: refund.reference, refundId: refund.id, refundAmount: refund.amount, status },
  });
  if (status === "refunded") return done(retryRefundText.refunded(refund.amount));
  return refused(retryRefundText.stillFailing);
}
