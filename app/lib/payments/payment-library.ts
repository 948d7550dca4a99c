/**
 * The browser side of a card payment, behind one shape whichever provider
 * runs: Stripe.js with the Payment Element when Stripe is configured, the
 * built-in test provider's card form otherwise. Each is imported on demand,
 * only by the payment pages (docs/product/booking-and-payment.md#payment-page).
 */
export type PaymentMethodRef =
  { provider: "test"; card: string } | { provider: "stripe"; paymentMethodId: string };

export type ConfirmOutcome = { ok: true } | { ok: false; message: string };

export type PaymentLibrary = {
  provider: "test" | "stripe";
  /** Stripe only: mounts the Payment Element for an amount in euro cents. */
  mount?: (container: HTMLElement, amount: number) => void;
  /** Stripe only: validates the Payment Element and turns it into a payment method. */
  collect?: () => Promise<{ ok: true; method: PaymentMethodRef } | { ok: false; message?: string }>;
  confirm: (
    payment: { paymentIntentId: string; clientSecret: string },
    method: PaymentMethodRef,
  ) => Promise<ConfirmOutcome>;
};

/** Loads the provider's library; rejects when it cannot be loaded (the page shows 'Payment Error'). */
export async function loadPaymentLibrary(stripePublishableKey: string | null): Promise<PaymentLibrary> {
  if (stripePublishableKey) {
    const { loadStripeLibrary } = await import("./stripe-library.ts");
    return loadStripeLibrary(stripePublishableKey);
  }
  const { testCardLibrary } = await import("./test-card-library.ts");
  return testCardLibrary();
}

/*
 * The payment method chosen on the payment page, handed to /payment-processing
 * in memory only: card details never reach session storage or history state.
 */
let pending: { paymentIntentId: string; method: PaymentMethodRef } | undefined;

export function setPendingConfirmation(value: { paymentIntentId: string; method: PaymentMethodRef }) {
  pending = value;
}

/** Takes (and forgets) the method waiting to confirm this payment intent. */
export function takePendingConfirmation(paymentIntentId: string) {
  const value = pending?.paymentIntentId === paymentIntentId ? pending : undefined;
  pending = undefined;
  return value?.method;
}
