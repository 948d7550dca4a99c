import { consumeRateLimit } from "../rate-limit/rate-limit.ts";
import type { Services } from "../services.ts";

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
