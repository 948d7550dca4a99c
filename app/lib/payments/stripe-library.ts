import type { StripeElements } from "@stripe/stripe-js";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { paths } from "#shared/paths.ts";
import type { PaymentLibrary } from "./payment-library.ts";

// The payment pages are English (shared/language.ts).
const fallback = m.booking_payment_failure({}, { locale: "en" });

/**
 * Stripe.js with the Payment Element in deferred-intent mode: the card is
 * collected on the payment page, the intent created by the server after the
 * Pay click, and confirmed on /payment-processing (docs/product/booking-and-payment.md#payment-processing).
 */
export async function loadStripeLibrary(publishableKey: string): Promise<PaymentLibrary> {
  // The pure entry point injects Stripe's script only now, on the payment page.
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error("Stripe.js did not load");
  let elements: StripeElements | undefined;
  return {
    provider: "stripe",
    mount(container, amount) {
      // A second call (the verified discount arrived) only updates the amount shown by the element.
      if (elements) return void elements.update({ amount });
      elements = stripe.elements({
        mode: "payment",
        amount,
        currency: "eur",
        paymentMethodCreation: "manual",
      });
      elements.create("payment").mount(container);
    },
    async collect() {
      if (!elements) return { ok: false, message: fallback };
      const submitted = await elements.submit();
      if (submitted.error) return { ok: false, message: submitted.error.message };
      const created = await stripe.createPaymentMethod({ elements });
      if (created.error) return { ok: false, message: created.error.message };
      return { ok: true, method: { provider: "stripe", paymentMethodId: created.paymentMethod.id } };
    },
    async confirm(payment, method) {
      if (method.provider !== "stripe") return { ok: false, message: fallback };
      const result = await stripe.confirmPayment({
        clientSecret: payment.clientSecret,
        confirmParams: {
          payment_method: method.paymentMethodId,
          // Back from a bank's page in the language the parent was paying in.
          return_url: new URL(
            localisedPath(pageLanguage(window.location.pathname), paths.paymentProcessing),
            window.location.origin,
          ).toString(),
        },
        redirect: "if_required",
      });
      if (result.error) return { ok: false, message: result.error.message ?? fallback };
      return { ok: true };
    },
  };
}
