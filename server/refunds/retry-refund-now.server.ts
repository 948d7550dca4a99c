import { and, eq } from "drizzle-orm";
import type { RetryRefusal } from "#shared/admin/refund-answer.ts";
import { refusal, type Outcome } from "#shared/admin/refusal.ts";
import { isUuid } from "#shared/uuid.ts";
import { done } from "#server/admin/result.server.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { bookings, refunds } from "#server/db/schema.server.ts";
import { sendRefund, type RefundServices } from "./send-refund.server.ts";

/**
 * An administrator sends a booking's failed refund again now, instead of waiting for the
 * `retry-refunds` job (which stops after a few attempts). The same idempotency rules apply.
 */
export async function retryRefundNow(
  services: RefundServices,
  actor: Actor,
  bookingId: string,
): Promise<Outcome<{ amount: number }, RetryRefusal>> {
  if (!isUuid(bookingId)) return refusal("nothing_to_retry");
  const [refund] = await services.db
    .select({ id: refunds.id, amount: refunds.amount, reference: bookings.reference })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, "failed")));
  if (!refund) return refusal("nothing_to_retry");
  const status = await sendRefund(services, refund.id);
  await recordAudit(services.db, {
    actor,
    action: "refund",
    entity: "booking",
    entityId: bookingId,
    after: { reference: refund.reference, refundId: refund.id, refundAmount: refund.amount, status },
  });
  if (status === "refunded") return done({ amount: refund.amount });
  return refusal("still_failing");
}
