import type { Language } from "./language.ts";
import { formatEuros } from "./money.ts";
import { messages } from "./i18n/messages.ts";

/** Why a code does not take anything off (server/discounts/discount-rules.server.ts). */
export type DiscountRefusal = "unknown" | "inactive" | "expired" | "used_up" | "below_minimum";
/** Why the booking form's check of a code answers no (server/discounts/check-discount.server.ts). */
export type DiscountCheckRefusal = DiscountRefusal | "empty" | "rate_limited" | "no_workshop";

/** The parent's text for each refusal, in the page's language (docs/product/languages-and-texts.md). */
export function discountRefusalText(
  refusal: { reason: DiscountCheckRefusal; minAmount?: number },
  language: Language = "en",
): string {
  const t = messages(language);
  switch (refusal.reason) {
    case "unknown":
      return t.discount_unknown({});
    case "inactive":
      return t.discount_inactive({});
    case "expired":
      return t.discount_expired({});
    case "used_up":
      return t.discount_used_up({});
    case "below_minimum":
      return t.discount_below_minimum({ minimum: formatEuros(refusal.minAmount ?? 0, language) });
    case "empty":
      return t.discount_empty({});
    case "rate_limited":
      return t.try_again_later({});
    case "no_workshop":
      return t.not_bookable({});
  }
}
