import { and, eq, lt, or } from "drizzle-orm";
import { refunds } from "#server/db/schema.server.ts";
import { sendRefund, type RefundServices } from "./send-refund.server.ts";

/** After this many calls a refund waits for an administrator's "retry" (the back-office shows it). */
export const AUTOMATIC_REFUND_ATTEMPTS = 10;

/** A pending refund this old was not sent after its commit (the process stopped): the job sends it. */
const PENDING_GRACE_MS = 2 * 60 * 1000;

/**
 * The `retry-refunds` job: every refund left `failed`, or `pending` for longer than a request takes,
 * is sent again (with its idempotency key). Answers how many are refunded and how many still fail.
 */
export async function retryRefunds(services: RefundServices, now: Date = new Date()) {
  const due = await services.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        lt(refunds.attempts, AUTOMATIC_REFUND_ATTEMPTS),
        or(
          eq(refunds.status, "failed"),
          and(
            eq(refunds.status, "pending"),
            lt(refunds.updatedAt, new Date(now.getTime() - PENDING_GRACE_MS)),
          ),
        ),
      ),
    )
    .orderBy(refunds.createdAt);
  let refunded = 0;
  let failed = 0;
  for (const { id } of due) {
    const status = await sendRefund(services, id);
    if (status === "refunded") refunded++;
    else if (status === "failed") failed++;
  }
  return { refunded, failed };
}
