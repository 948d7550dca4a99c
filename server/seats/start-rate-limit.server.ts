import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";

/**
 * Every started payment holds a seat for half an hour, so one visitor starting payments in a loop
 * could empty a workshop for everyone else. Counted per client address, in the database.
 */
export async function allowPaymentStart(
  services: Pick<Services, "db" | "config">,
  clientIp: string,
): Promise<boolean> {
  const { paymentStartPerIp, paymentStartWindowSeconds } = services.config.rateLimits;
  const result = await consumeRateLimit(services.db, `payment-start:ip:${clientIp}`, {
    limit: paymentStartPerIp,
    windowSeconds: paymentStartWindowSeconds,
  });
  return result.allowed;
}
