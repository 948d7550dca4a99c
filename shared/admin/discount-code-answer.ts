import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { Refusal } from "./refusal.ts";

/** Why a discount code could not be saved or deleted (server/discounts/admin-discount-codes.server.ts). */
export type DiscountCodeRefusal = "code_taken" | "not_found" | "max_uses_below_used";

/** The text of a discount code's refusal, in the back-office's language. */
export function discountCodeRefusalText(refusal: Refusal<DiscountCodeRefusal>, language: Language): string {
  const locale = { locale: language };
  switch (refusal.reason) {
    case "code_taken":
      return m.admin_discount_code_taken({}, locale);
    case "not_found":
      return m.admin_discount_code_not_found({}, locale);
    case "max_uses_below_used":
      return m.admin_discount_code_max_uses_below_used({ used: refusal.values?.used ?? 0 }, locale);
  }
}
