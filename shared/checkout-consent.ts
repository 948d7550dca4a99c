import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { CANCEL_NOTICE_MS, WITHDRAWAL_DAYS, WITHDRAWAL_MS } from "./refund-policy.ts";

/**
 * What a family agrees to where it pays (docs/product/legal.md#terms-of-sale): the terms of sale,
 * always; and, when the group's first session falls within its withdrawal period, its express
 * request that the workshop start before that period ends (docs/product/after-sale-and-refunds.md#withdrawal).
 */
export type CheckoutConsent = { termsAccepted: boolean; expressRequest: boolean };

/** Why a payment start is refused for want of consent. */
export type ConsentRefusal = "terms_not_accepted" | "express_request_needed";

/** Whether the express request must be asked: the first session starts within the withdrawal period. */
export function expressRequestNeeded(firstSession: Date | null, now: Date): boolean {
  return firstSession !== null && firstSession.getTime() - now.getTime() <= WITHDRAWAL_MS;
}

/** Whether the group starts within the cancellation notice: said before payment. */
export function startsWithinNotice(firstSession: Date | null, now: Date): boolean {
  return firstSession !== null && firstSession.getTime() - now.getTime() < CANCEL_NOTICE_MS;
}

const ticked = (value: unknown) => value === true || value === "true" || value === "on";

/** The consent a request carries, at its top level or in its form data ("on" from a checkbox). */
export function consentOf(
  body: Record<string, unknown>,
  formData?: Record<string, unknown>,
): CheckoutConsent {
  return {
    termsAccepted: ticked(body.acceptTerms) || ticked(formData?.acceptTerms),
    expressRequest: ticked(body.expressRequest) || ticked(formData?.expressRequest),
  };
}

/** The two checkboxes' labels and the refusals, in the page's language. */
export function consentTexts(language: Language) {
  const locale = { locale: language };
  return {
    termsBefore: m.consent_terms_label_before({}, locale),
    termsLink: m.consent_terms_label_link({}, locale),
    expressRequest: m.consent_express_request({ days: WITHDRAWAL_DAYS }, locale),
    refusals: {
      terms_not_accepted: m.consent_terms_required({}, locale),
      express_request_needed: m.consent_express_required({ days: WITHDRAWAL_DAYS }, locale),
    } satisfies Record<ConsentRefusal, string>,
  };
}
