import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { testProviderPayments } from "#server/db/schema.server.ts";
import type { FulfilmentServices } from "./fulfil-payment.server.ts";
import { signStripePayload } from "#server/payments/stripe-events.server.ts";
import { cardDigits, TEST_CARDS } from "#shared/test-cards.ts";
import {
  findTestPayment,
  stripeObjectOf,
  type TestPaymentRow,
} from "#server/payments/test-provider.server.ts";
import { handleStripeWebhook } from "./payment-webhook.server.ts";

/*
 * What a customer does on the test provider's pages (the hosted checkout page and the card form of
 * a payment intent), and the events that follow, signed like Stripe's and handed to the same
 * webhook handler as Stripe's.
 */

const DECLINED = "Your card was declined.";
const UNKNOWN_CARD = `Use the test card ${TEST_CARDS.paid} (paid) or ${TEST_CARDS.declined} (declined).`;

const PAID = cardDigits(TEST_CARDS.paid);
const DECLINED_CARD = cardDigits(TEST_CARDS.declined);

async function deliver(services: FulfilmentServices, type: string, row: TestPaymentRow) {
  const payload = JSON.stringify({
    id: `evt_test_${randomBytes(12).toString("hex")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: stripeObjectOf(row) },
  });
  const signature = await signStripePayload(payload, services.payments.webhookSecret);
  try {
    await handleStripeWebhook(services, payload, signature);
  } catch (error) {
    // Stripe would retry; the success page confirms the payment from the provider's record anyway.
    services.logger.error({ err: error, type }, "Test provider webhook delivery failed");
  }
}

export type TestCheckoutAnswer = { ok: true; redirectTo: string } | { ok: false; error: string };

/** The hosted page's Pay button. */
export async function payTestCheckout(
  services: FulfilmentServices,
  id: string,
  card: string,
): Promise<TestCheckoutAnswer> {
  const row = await findTestPayment(services.db, id);
  if (!row || row.kind !== "checkout_session")
    return { ok: false, error: "This checkout session does not exist." };
  if (row.status === "complete") return { ok: true, redirectTo: row.successUrl! };
  if (row.status !== "open") return { ok: false, error: "This checkout session has expired." };
  const number = cardDigits(card);
  if (number === DECLINED_CARD) return { ok: false, error: DECLINED };
  if (number !== PAID) return { ok: false, error: UNKNOWN_CARD };
  const [paid] = await services.db
    .update(testProviderPayments)
    .set({
      status: "complete",
      paymentStatus: "paid",
      paymentIntentId: `pi_test_${randomBytes(12).toString("hex")}`,
    })
    .where(and(eq(testProviderPayments.id, id), eq(testProviderPayments.status, "open")))
    .returning();
  // A double click: the other click paid it.
  if (!paid) return { ok: true, redirectTo: row.successUrl! };
  await deliver(services, "checkout.session.completed", paid);
  return { ok: true, redirectTo: paid.successUrl! };
}

/** The hosted page's Cancel link: back to the cancel url; the session stays open, as at Stripe. */
export async function cancelTestCheckout(services: FulfilmentServices, id: string) {
  const row = await findTestPayment(services.db, id);
  return row?.cancelUrl ?? null;
}

export type TestIntentAnswer = { status: "succeeded" } | { error: { message: string } };

/** POST /api/test-payments/{id}/confirm: what Stripe.js confirmCardPayment does for a payment intent. */
export async function confirmTestPaymentIntent(
  services: FulfilmentServices,
  id: string,
  clientSecret: string,
  card: string,
): Promise<TestIntentAnswer> {
  const row = await findTestPayment(services.db, id);
  if (!row || row.kind !== "payment_intent" || row.clientSecret !== clientSecret)
    return { error: { message: "No such payment." } };
  if (row.status === "succeeded") return { status: "succeeded" };
  if (row.status !== "requires_payment_method") return { error: { message: "This payment was canceled." } };
  const number = cardDigits(card);
  if (number === DECLINED_CARD) {
    await deliver(services, "payment_intent.payment_failed", row);
    return { error: { message: DECLINED } };
  }
  if (number !== PAID) return { error: { message: UNKNOWN_CARD } };
  const [paid] = await services.db
    .update(testProviderPayments)
    .set({ status: "succeeded", paymentStatus: "paid" })
    .where(and(eq(testProviderPayments.id, id), eq(testProviderPayments.status, "requires_payment_method")))
    .returning();
  if (!paid) return { status: "succeeded" };
  await deliver(services, "payment_intent.succeeded", paid);
  return { status: "succeeded" };
}
