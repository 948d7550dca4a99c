/**
 * What the academy needs from a card payment provider (docs/decisions/006-payments-and-seat-holds.md).
 * `stripe.ts` implements it with the official SDK; `test-provider.ts` implements it locally.
 * Amounts are euro cents; ids are the provider's own (cs_..., pi_...).
 */

export type PaymentKind = "checkout" | "payment_intent";

export type CheckoutSessionRequest = {
  /** The order's total, in cents. */
  amount: number;
  /** The teens of the order: the hosted page shows the price of one teen times this when the total divides evenly. */
  quantity: number;
  currency: "eur";
  productName: string;
  productDescription?: string;
  customerEmail: string;
  /** Flat text metadata (Stripe keeps at most 500 characters per value). */
  metadata: Record<string, string>;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Our seat_holds id: the same request twice creates one session. */
  idempotencyKey: string;
  clientReferenceId: string;
};

export type PaymentIntentRequest = {
  amount: number;
  currency: "eur";
  description: string;
  customerEmail: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

/** A payment as the provider sees it now (what `retrieve*` answers). */
export type ProviderPayment = {
  id: string;
  kind: PaymentKind;
  /**
   * paid: money taken; processing: customer done, money not yet confirmed (async methods);
   * open: waiting for the customer; failed: declined for good; expired/canceled: will never be paid.
   */
  status: "open" | "processing" | "paid" | "failed" | "expired" | "canceled";
  amount: number;
  currency: string;
  customerEmail: string | null;
  metadata: Record<string, string>;
  /** The PaymentIntent that carries the money (a checkout session's, or the intent itself). */
  paymentIntentId: string | null;
};

/** A verified webhook, reduced to what the academy acts on. */
export type PaymentEvent = {
  /** The provider's event id (evt_...): recorded so that a replay does nothing. */
  id: string;
  /** The provider's event type, e.g. checkout.session.completed. */
  type: string;
  /** What it means for us; 'ignored' for types we do not act on. */
  action: "paid" | "processing" | "failed" | "expired" | "ignored";
  payment: ProviderPayment | null;
};

export class WebhookSignatureError extends Error {}

/** The provider answered and refused (no money moved): a retry needs a new idempotency key. */
export class RefundRefusedError extends Error {}

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
  createPaymentIntent(request: PaymentIntentRequest): Promise<{ id: string; clientSecret: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderPayment | null>;
  retrievePaymentIntent(id: string): Promise<ProviderPayment | null>;
  /** Ends an open checkout session (Stripe: expire) so that it can no longer be paid. */
  expireCheckoutSession(id: string): Promise<void>;
  /** Cancels a payment intent that has not been paid. */
  cancelPaymentIntent(id: string): Promise<void>;
  /**
   * Refunds the payment, in full or `amount` cents of it; the idempotency key makes a retried refund
   * a no-op (the same refund comes back). Throws when the provider refuses or cannot be reached.
   */
  refund(paymentIntentId: string, idempotencyKey: string, amount?: number): Promise<{ id: string }>;
  /** Verifies the signature over the raw body and parses the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signature: string | null | undefined): Promise<PaymentEvent>;
}
