import { callApi } from "#app/lib/call-api.ts";
import { testPaymentConfirmAnswer } from "#shared/api-answers.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { cardDigits } from "#shared/test-cards.ts";
import type { ConfirmOutcome, PaymentLibrary } from "./payment-library.ts";

// The payment pages are English (shared/language.ts); the card form passes its page's language.
const FALLBACK = m.booking_payment_failure({}, { locale: "en" });

/**
 * The test provider's "payment library": confirms a payment intent with the
 * card typed in the page, as Stripe.js's confirmCardPayment would.
 */
export function testCardLibrary(): PaymentLibrary {
  return {
    provider: "test",
    async confirm(payment, method): Promise<ConfirmOutcome> {
      if (method.provider !== "test") return { ok: false, message: FALLBACK };
      const outcome = await callApi(paths.testPaymentConfirmApi(payment.paymentIntentId), {
        json: { clientSecret: payment.clientSecret, cardNumber: method.card },
        schema: testPaymentConfirmAnswer,
      });
      if (outcome.kind !== "answer") return { ok: false, message: FALLBACK };
      const { answer } = outcome;
      if ("status" in answer) return { ok: true };
      return { ok: false, message: answer.error.message || FALLBACK };
    },
  };
}

/** The card form's checks, before anything is sent. */
export function validateTestCard(
  card: { number: string; expiry: string; cvc: string },
  language: Language,
  now = new Date(),
) {
  const locale = { locale: language };
  const errors: Partial<Record<"number" | "expiry" | "cvc", string>> = {};
  if (!/^\d{12,19}$/.test(cardDigits(card.number))) errors.number = m.test_card_error_number({}, locale);
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now)
    errors.expiry = m.test_card_error_expiry({}, locale);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = m.test_card_error_cvc({}, locale);
  return errors;
}
