import { and, eq, sql } from "drizzle-orm";
import { bookings } from "#server/db/schema.server.ts";
import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import type { WithdrawalForm } from "#shared/withdrawal-schema.ts";
import { cancelByFamily } from "./family-refunds.server.ts";

export type WithdrawalStatementOutcome =
  { ok: true; amount: number } | { ok: false; reason: "not_found" | "not_allowed" | "rate_limited" };

/**
 * The model form sent from /withdrawal (docs/product/after-sale-and-refunds.md#withdrawal): the
 * statement is the withdrawal, so a booking found by its reference and e-mail is withdrawn at once,
 * exactly as from its page (refund, credit note, acknowledgement e-mail). Guesses are limited per
 * address, like the lost-link form.
 */
export async function withdrawByStatement(
  services: Pick<Services, "db" | "config" | "mail" | "logger" | "payments">,
  form: WithdrawalForm,
  clientIp: string,
  now: Date,
): Promise<WithdrawalStatementOutcome> {
  const { bookingLinksPerIp, bookingLinksWindowSeconds } = services.config.rateLimits;
  const limit = await consumeRateLimit(services.db, `withdrawal:ip:${clientIp}`, {
    limit: bookingLinksPerIp,
    windowSeconds: bookingLinksWindowSeconds,
  });
  if (!limit.allowed) return { ok: false, reason: "rate_limited" };
  const [booking] = await services.db
    .select({ token: bookings.receiptToken })
    .from(bookings)
    .where(and(eq(bookings.reference, form.reference), sql`lower(${bookings.parentEmail}) = ${form.email}`));
  if (!booking) return { ok: false, reason: "not_found" };
  const outcome = await cancelByFamily(services, booking.token, now, "withdrawal");
  if (!outcome.ok)
    return { ok: false, reason: outcome.refusal === "not-found" ? "not_found" : "not_allowed" };
  return { ok: true, amount: outcome.value.refund?.amount ?? 0 };
}
