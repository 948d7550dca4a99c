import { MAX_TEENS } from "#shared/booking-schema.ts";
import type { DiscountPreview } from "#shared/discount-preview.ts";
import type { DiscountCheckRefusal } from "#shared/discount-messages.ts";
import { consumeRateLimit, isRateLimited } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import { previewDiscount } from "./preview-discount.server.ts";

/** The order's teens as the form says them: 1 to MAX_TEENS, anything else is one teen. */
const teensOf = (teens: unknown) =>
  typeof teens === "number" && Number.isInteger(teens) && teens >= 1 && teens <= MAX_TEENS ? teens : 1;

export type DiscountCheckOutcome =
  ({ ok: true } & DiscountPreview) | { ok: false; reason: DiscountCheckRefusal; minAmount?: number };

/**
 * The booking form's discount check (docs/product/booking-and-payment.md#discount-codes): what the code takes off
 * the workshop's price, or why it does not apply. Only codes that do not exist count against the
 * client address's limit: a parent re-checking a valid code is never blocked, and someone trying
 * codes one after another is stopped, for valid codes too, once the limit is reached.
 */
export async function checkDiscount(
  services: Pick<Services, "db" | "config">,
  input: { workshopId: string; code: unknown; clientIp: string; teens?: unknown },
): Promise<DiscountCheckOutcome> {
  const { db, config } = services;
  const { code } = input;
  if (typeof code !== "string" || code.trim() === "" || code.length > 40)
    return { ok: false, reason: "empty" };
  const key = `discount:ip:${input.clientIp}`;
  const limit = {
    limit: config.rateLimits.discountGuessesPerIp,
    windowSeconds: config.rateLimits.discountGuessesWindowSeconds,
  };
  if (await isRateLimited(db, key, limit)) return { ok: false, reason: "rate_limited" };
  const outcome = await previewDiscount(db, {
    workshopId: input.workshopId,
    code,
    teens: teensOf(input.teens),
  });
  if (!outcome.ok && outcome.reason === "unknown" && !(await consumeRateLimit(db, key, limit)).allowed)
    return { ok: false, reason: "rate_limited" };
  return outcome;
}
