import type { Language } from "./language.ts";
import { formatPrice } from "./money.ts";
import { m } from "./i18n/messages.ts";

/** Why a code does not take anything off (server/discounts/discount-rules.server.ts). */
export type DiscountRefusal = "unknown" | "inactive" | "expired" | "used_up" | "below_minimum";
/** Why the booking form's check of a code answers no (server/discounts/check-discount.server.ts). */
export type DiscountCheckRefusal = DiscountRefusal | "empty" | "rate_limited" | "no_workshop";

/** The parent's text for each refusal, in the page's language (docs/product/languages-and-texts.md). */
export function discountRefusalText(
  refusal: { reason: DiscountCheckRefusal; minAmount?: number },
  language: Language = "en",
): string {
  const locale = { locale: language };
  switch (refusal.reason) {
    case "unknown":
      return m.discount_unknown({}, locale);
    case "inactive":
      return m.discount_inactive({}, locale);
    case "expired":
      return m.discount_expired({}, locale);
    case "used_up":
      return m.discount_used_up({}, locale);
    case "below_minimum":
      return m.discount_below_minimum({ minimum: formatPrice(refusal.minAmount ?? 0, language) }, locale);
    case "empty":
      return m.discount_empty({}, locale);
    case "rate_limited":
      return m.try_again_later({}, locale);
    case "no_workshop":
      return m.not_bookable({}, locale);
  }
}
