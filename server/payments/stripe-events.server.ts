import { createHmac, timingSafeEqual } from "node:crypto";
import type Stripe from "stripe";
import { WebhookSignatureError, type PaymentEvent, type ProviderPayment } from "./provider.server.ts";

/** How old a signed event may be, as Stripe's SDK allows by default. */
const TOLERANCE_SECONDS = 300;

const signatureOf = (payload: string, timestamp: number, secret: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");

/** Parses `payload` if the Stripe-Signature header `header` signs it (`t=...,v1=...`); throws otherwise. */
export type ConstructEvent = (payload: string, header: string, secret: string) => Stripe.Event;

/**
 * Stripe's signature scheme (an HMAC-SHA256 of `timestamp.payload`, version v1), checked without the
 * SDK: the test provider signs and verifies its own events so that a server without a Stripe key
 * never loads the SDK. The Stripe provider verifies with the SDK's own `webhooks.constructEvent`.
 */
const constructSignedEvent: ConstructEvent = (payload, header, secret) => {
  const parts = header.split(",").map((part) => part.split("="));
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError("Unable to extract timestamp and signatures from header");
  const expected = Buffer.from(signatureOf(payload, timestamp, secret), "utf8");
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches)
    throw new WebhookSignatureError("No signatures found matching the expected signature for payload");
  if (Math.floor(Date.now() / 1000) - timestamp > TOLERANCE_SECONDS)
    throw new WebhookSignatureError("Timestamp outside the tolerance zone");
  return JSON.parse(payload) as Stripe.Event;
};

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

/**
 * Verifies the Stripe-Signature header over the raw body (5-minute tolerance) and parses the event,
 * with `constructEvent` (the SDK's, for Stripe's own events).
 */
export function verifyStripeEvent(
  rawBody: string,
  signature: string | null | undefined,
  secret: string,
  constructEvent: ConstructEvent = constructSignedEvent,
) {
  // An empty secret would let anyone sign: refuse everything until one is configured.
  if (!secret) throw new WebhookSignatureError("No webhook secret is configured");
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw error;
    // The SDK's StripeSignatureVerificationError.
    if (error instanceof Error && "type" in error && error.type === "StripeSignatureVerificationError")
      throw new WebhookSignatureError(error.message);
    throw new WebhookSignatureError("Unreadable webhook payload");
  }
  return toPaymentEvent(event);
}

/** Signs a payload the way Stripe does (the test provider's events, and tests). */
export function signStripePayload(payload: string, secret: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  return `t=${timestamp},v1=${signatureOf(payload, timestamp, secret)}`;
}
