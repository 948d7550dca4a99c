import { consumeRateLimit, type RateLimitOutcome } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";

/**
 * Every started payment holds a seat for half an hour, so one visitor starting payments in a loop
 * could empty a workshop for everyone else. Counted per client address, in the database. The
 * booking form's post, which records an order, spends the same budget on a count of its own.
 */
export function spendPaymentStartBudget(
  services: Pick<Services, "db" | "config">,
  counter: "payment-start" | "booking-form",
  clientIp: string,
): Promise<RateLimitOutcome> {
  const { paymentStartPerIp, paymentStartWindowSeconds } = services.config.rateLimits;
  return consumeRateLimit(services.db, `${counter}:ip:${clientIp}`, {
    limit: paymentStartPerIp,
    windowSeconds: paymentStartWindowSeconds,
  });
}

/** Whether this address may start one more payment (spendPaymentStartBudget). */
export async function allowPaymentStart(services: Pick<Services, "db" | "config">, clientIp: string) {
  return (await spendPaymentStartBudget(services, "payment-start", clientIp)).allowed;
}
