import type { DiscountReply as DiscountAnswer } from "#shared/api-replies.ts";
import { consumeRateLimit, isRateLimited } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import { applyDiscount } from "./apply-discount.server.ts";

export const discountCheckText = {
  empty: "Please enter a discount code.",
  tooMany: "Too many attempts. Please try again later.",
} as const;

/**
 * The booking form's discount check (docs/product/booking-and-payment.md#discount-codes and docs/product/booking-and-payment.md#amounts): what the code takes off
 * the workshop's price, or why it does not apply. Only codes that do not exist count against the
 * client address's limit: a parent re-checking a valid code is never blocked, and someone trying
 * codes one after another is stopped, for valid codes too, once the limit is reached.
 */
export async function checkDiscount(
  services: Pick<Services, "db" | "config">,
  input: { workshopId: string; code: unknown; clientIp: string },
): Promise<{ status: number; body: DiscountAnswer }> {
  const { db, config } = services;
  const { code } = input;
  if (typeof code !== "string" || code.trim() === "" || code.length > 40)
    return { status: 400, body: { ok: false, reason: "unknown", error: discountCheckText.empty } };
  const key = `discount:ip:${input.clientIp}`;
  const limit = {
    limit: config.rateLimits.discountGuessesPerIp,
    windowSeconds: config.rateLimits.discountGuessesWindowSeconds,
  };
  const tooMany: { status: number; body: DiscountAnswer } = {
    status: 429,
    body: { ok: false, reason: "rate_limited", error: discountCheckText.tooMany },
  };
  if (await isRateLimited(db, key, limit)) return tooMany;
  const outcome = await applyDiscount(db, { workshopId: input.workshopId, code });
  if (outcome.ok) return { status: 200, body: outcome };
  if (outcome.reason === "unknown" && !(await consumeRateLimit(db, key, limit)).allowed) return tooMany;
  return {
    status: outcome.reason === "no_workshop" ? 404 : 422,
    body: { ok: false, reason: outcome.reason, error: outcome.message },
  };
}
