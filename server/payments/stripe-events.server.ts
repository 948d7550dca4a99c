import type Stripe from "stripe";
import { WebhookSignatureError, type PaymentEvent, type ProviderPayment } from "./provider.server.ts";

/*
 * Stripe's webhook helpers need no API key (verifying is local HMAC work), but the SDK is about
 * 8 MB: it is loaded with the first event to verify or sign, never at start-up
 * (docs/decisions/022-benchmarks-and-memory.md).
 */
const stripeWebhooks = async () => (await import("stripe")).default.webhooks;

const text = (value: unknown) => (typeof value === "string" ? value : null);
const idOf = (value: unknown) =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && "id" in value
      ? text(value.id)
      : null;

export function paymentFromCheckoutSession(session: Stripe.Checkout.Session): ProviderPayment {
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  const status: ProviderPayment["status"] = paid
    ? "paid"
    : session.status === "expired"
      ? "expired"
      : session.status === "complete"
        ? "processing"
        : "open";
  return {
    id: session.id,
    kind: "checkout",
    status,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? "eur",
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    metadata: (session.metadata ?? {}) as Record<string, string>,
    paymentIntentId: idOf(session.payment_intent),
  };
}

export function paymentFromIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const status: ProviderPayment["status"] =
    intent.status === "succeeded"
      ? "paid"
      : intent.status === "canceled"
        ? "canceled"
        : intent.status === "processing"
          ? "processing"
          : "open";
  return {
    id: intent.id,
    kind: "payment_intent",
    status,
    amount: intent.amount_received || intent.amount,
    currency: intent.currency,
    customerEmail: intent.receipt_email ?? null,
    metadata: (intent.metadata ?? {}) as Record<string, string>,
    paymentIntentId: intent.id,
  };
}

const checkoutActions: Record<string, PaymentEvent["action"]> = {
  "checkout.session.completed": "paid",
  "checkout.session.async_payment_succeeded": "paid",
  "checkout.session.async_payment_failed": "failed",
  "checkout.session.expired": "expired",
};
const intentActions: Record<string, PaymentEvent["action"]> = {
  "payment_intent.succeeded": "paid",
  // A declined card leaves the intent open: the parent may try another card, so the seat stays held.
  "payment_intent.payment_failed": "ignored",
  "payment_intent.canceled": "expired",
  "payment_intent.processing": "processing",
};

/** Maps a Stripe event (real, or emitted by the test provider) to what it means for us. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as unknown as { object?: string };
  if (object.object === "checkout.session" && event.type in checkoutActions) {
    const payment = paymentFromCheckoutSession(object as Stripe.Checkout.Session);
    let action = checkoutActions[event.type]!;
    // completed with a delayed method (SEPA...): the money comes with async_payment_succeeded.
    if (event.type === "checkout.session.completed" && payment.status !== "paid") action = "processing";
    return { id: event.id, type: event.type, action, payment };
  }
  if (object.object === "payment_intent" && event.type in intentActions) {
    return {
      id: event.id,
      type: event.type,
      action: intentActions[event.type]!,
      payment: paymentFromIntent(object as Stripe.PaymentIntent),
    };
  }
  return { id: event.id, type: event.type, action: "ignored", payment: null };
}

/** Verifies the Stripe-Signature header over the raw body (5-minute tolerance) and parses the event. */
export async function verifyStripeEvent(
  rawBody: string,
  signature: string | null | undefined,
  secret: string,
) {
  // An empty secret would let anyone sign: refuse everything until one is configured.
  if (!secret) throw new WebhookSignatureError("No webhook secret is configured");
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  const webhooks = await stripeWebhooks();
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signature, secret) as Stripe.Event;
  } catch (error) {
    // The SDK's StripeSignatureVerificationError; anything else is an unreadable body.
    if (error instanceof Error && "type" in error && error.type === "StripeSignatureVerificationError")
      throw new WebhookSignatureError(error.message);
    throw new WebhookSignatureError("Unreadable webhook payload");
  }
  return toPaymentEvent(event);
}

/** Signs a payload the way Stripe does (the test provider's events, and tests). */
export async function signStripePayload(payload: string, secret: string) {
  return (await stripeWebhooks()).generateTestHeaderString({ payload, secret });
}
