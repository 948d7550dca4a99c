import type { DiscountPreview } from "#shared/discount-preview.ts";
import type { DiscountRefusal } from "#shared/discount-messages.ts";
import type { DiscountCode } from "#server/db/rows.server.ts";

/** The columns of a discount_codes row that decide whether and how much it takes off. */
export type DiscountCodeRule = Pick<
  DiscountCode,
  "code" | "discountType" | "discountValue" | "minAmount" | "maxUses" | "usedCount" | "expiresAt" | "isActive"
>;

export type { DiscountRefusal };

export type DiscountEvaluation =
  | ({ ok: true } & DiscountPreview)
  /** The parent's text for each reason: shared/discount-messages.ts. */
  | { ok: false; reason: DiscountRefusal; minAmount?: number };

function refuse(reason: DiscountRefusal, minAmount?: number): DiscountEvaluation {
  return minAmount === undefined ? { ok: false, reason } : { ok: false, reason, minAmount };
}

/** The cents a code takes off `price`: a percentage rounded half up to the cent, a fixed sum never past zero. */
export function discountCents(rule: Pick<DiscountCodeRule, "discountType" | "discountValue">, price: number) {
  if (rule.discountType === "percentage") {
    // Integer arithmetic: (price * pct) / 100 rounded half up, without floating-point drift.
    return Math.min(price, Math.floor((price * rule.discountValue + 50) / 100));
  }
  return Math.min(price, rule.discountValue);
}

/**
 * docs/product/booking-and-payment.md#discount-codes: a code applies only if it is active, not expired, has a use
 * left (counting confirmed uses and uses reserved by open seat holds), and the
 * price reaches its minimum. The checks run in the order the back-office
 * shows a code's status (docs/product/accounts-and-back-office.md#discount-codes-screen and docs/product/booking-and-payment.md#discount-codes), then the minimum.
 */
export function evaluateDiscount(
  rule: DiscountCodeRule | undefined,
  price: number,
  options: { now?: Date; reservedUses?: number } = {},
): DiscountEvaluation {
  if (!rule) return refuse("unknown");
  if (!rule.isActive) return refuse("inactive");
  const now = options.now ?? new Date();
  if (rule.expiresAt && rule.expiresAt.getTime() <= now.getTime()) return refuse("expired");
  if (rule.maxUses !== null && rule.usedCount + (options.reservedUses ?? 0) >= rule.maxUses)
    return refuse("used_up");
  if (rule.minAmount !== null && price < rule.minAmount) return refuse("below_minimum", rule.minAmount);
  const discountAmount = discountCents(rule, price);
  return { ok: true, code: rule.code, subtotal: price, discountAmount, finalAmount: price - discountAmount };
}
