import { formatEuros } from "./money.ts";

/** Why a code does not take anything off (server/discounts/discount-rules.server.ts). */
export type DiscountRefusal = "unknown" | "inactive" | "expired" | "used_up" | "below_minimum";
/** Why the booking form's check of a code answers no (server/discounts/check-discount.server.ts). */
export type DiscountCheckRefusal = DiscountRefusal | "empty" | "rate_limited" | "no_workshop";

/** The parent's English texts for each refusal (docs/product/languages-and-texts.md). */
export const discountMessages = {
  unknown: "This discount code is not valid.",
  inactive: "This discount code is no longer active.",
  expired: "This discount code has expired.",
  used_up: "This discount code has reached its usage limit.",
  below_minimum: (minAmount: number) =>
    `This discount code applies to orders of ${formatEuros(minAmount)} or more.`,
  empty: "Please enter a discount code.",
  rate_limited: "Too many attempts. Please try again later.",
  no_workshop: "This workshop is not open for booking.",
} as const;

export function discountRefusalText(refusal: { reason: DiscountCheckRefusal; minAmount?: number }): string {
  return refusal.reason === "below_minimum"
    ? discountMessages.below_minimum(refusal.minAmount ?? 0)
    : discountMessages[refusal.reason];
}
