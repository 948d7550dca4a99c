import { paths } from "#shared/paths.ts";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { testProviderPayments, testProviderRefunds } from "#server/db/schema.server.ts";
import { RefundRefusedError, type PaymentProvider, type ProviderPayment } from "./provider.server.ts";
import { verifyStripeEvent } from "./stripe-events.server.ts";

export type TestPaymentRow = typeof testProviderPayments.$inferSelect;

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** An open session past its expiry is expired, as Stripe would say. */
function effectiveStatus(row: TestPaymentRow) {
  if (
    row.kind === "checkout_session" &&
    row.status === "open" &&
    row.expiresAt &&
    row.expiresAt <= new Date()
  )
    return "expired";
  return row.status;
}

/** The row as the Stripe object the test provider's webhooks carry (the fields we read). */
export function stripeObjectOf(row: TestPaymentRow): Record<string, unknown> {
  if (row.kind === "checkout_session")
    return {
      id: row.id,
      object: "checkout.session",
      status: effectiveStatus(row),
      payment_status: row.paymentStatus,
      amount_total: row.amount,
      currency: row.currency,
      customer_email: row.customerEmail,
      customer_details: row.customerEmail ? { email: row.customerEmail } : null,
      metadata: row.metadata,
      payment_intent: row.paymentIntentId,
    };
  return {
    id: row.id,
    object: "payment_intent",
    status: row.status,
    amount: row.amount,
    amount_received: row.status === "succeeded" ? row.amount : 0,
    currency: row.currency,
    receipt_email: row.customerEmail,
    metadata: row.metadata,
  };
}

function toPayment(row: TestPaymentRow): ProviderPayment {
  const status = effectiveStatus(row);
  const paid = row.paymentStatus === "paid" || status === "succeeded";
  return {
    id: row.id,
    kind: row.kind === "checkout_session" ? "checkout" : "payment_intent",
    status: paid ? "paid" : status === "expired" ? "expired" : status === "canceled" ? "canceled" : "open",
    amount: row.amount,
    currency: row.currency,
    customerEmail: row.customerEmail,
    metadata: row.metadata,
    paymentIntentId: row.kind === "payment_intent" ? row.id : row.paymentIntentId,
  };
}

export async function findTestPayment(db: Database, id: string) {
  const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id));
  return row ? { ...row, status: effectiveStatus(row) } : undefined;
}

/**
 * The built-in provider used without STRIPE_SECRET_KEY: it keeps what Stripe would keep in its own
 * table, serves a hosted checkout page at /test-checkout/{id} and confirms payment intents at
 * POST /api/test-payments/{id}/confirm (see test-customer.ts), and signs its events like Stripe.
 */
export function createTestProvider(options: {
  db: Database;
  publicUrl: string;
  webhookSecret: string;
}): PaymentProvider {
  const { db } = options;

  /** The same idempotency key answers the row created the first time. */
  async function insertOnce(values: typeof testProviderPayments.$inferInsert) {
    const [created] = await db
      .insert(testProviderPayments)
      .values(values)
      .onConflictDoNothing({ target: testProviderPayments.idempotencyKey })
      .returning();
    if (created) return created;
    const [existing] = await db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.idempotencyKey, values.idempotencyKey!));
    return existing!;
  }

  const retrieve = async (id: string, kind: TestPaymentRow["kind"]) => {
    const [row] = await db
      .select()
      .from(testProviderPayments)
      .where(and(eq(testProviderPayments.id, id), eq(testProviderPayments.kind, kind)));
    return row ? toPayment(row) : null;
  };

  return {
    name: "test",
    async createCheckoutSession(request) {
      const id = randomId("cs");
      const row = await insertOnce({
        id,
        kind: "checkout_session",
        status: "open",
        amount: request.amount,
        currency: request.currency,
        customerEmail: request.customerEmail,
        description: request.productName,
        metadata: request.metadata,
        successUrl: request.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
        idempotencyKey: `checkout-${request.idempotencyKey}`,
      });
      return { id: row.id, url: `${options.publicUrl}${paths.testCheckout(row.id)}` };
    },
    async createPaymentIntent(request) {
      const id = randomId("pi");
      const row = await insertOnce({
        id,
        kind: "payment_intent",
        status: "requires_payment_method",
        amount: request.amount,
        currency: request.currency,
        customerEmail: request.customerEmail,
        description: request.description,
        metadata: request.metadata,
        clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        idempotencyKey: `intent-${request.idempotencyKey}`,
      });
      return { id: row.id, clientSecret: row.clientSecret! };
    },
    retrieveCheckoutSession: (id) => retrieve(id, "checkout_session"),
    retrievePaymentIntent: (id) => retrieve(id, "payment_intent"),
    async expireCheckoutSession(id) {
      await db
        .update(testProviderPayments)
        .set({ status: "expired" })
        .where(and(eq(testProviderPayments.id, id), eq(testProviderPayments.status, "open")));
    },
    async cancelPaymentIntent(id) {
      await db
        .update(testProviderPayments)
        .set({ status: "canceled" })
        .where(
          and(eq(testProviderPayments.id, id), eq(testProviderPayments.status, "requires_payment_method")),
        );
    },
    async refund(paymentIntentId, idempotencyKey, amount) {
      // Like Stripe: a known idempotency key answers the same refund; a new one is refused when it
      // would give back more than what is left of the payment.
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(testProviderPayments)
          .where(
            sql`(${testProviderPayments.id} = ${paymentIntentId} or ${testProviderPayments.paymentIntentId} = ${paymentIntentId})`,
          )
          .orderBy(testProviderPayments.createdAt)
          .limit(1)
          .for("update");
        if (!payment) throw new Error(`No test payment ${paymentIntentId} to refund`);
        const [known] = await tx
          .select()
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.idempotencyKey, idempotencyKey));
        if (known) return { id: known.id };
        const left = payment.amount - payment.amountRefunded;
        const refunded = amount ?? left;
        if (refunded <= 0 || refunded > left)
          throw new RefundRefusedError(
            `Test payment ${payment.id} has ${left} cents left to refund, not ${refunded}`,
          );
        const id = randomId("re");
        await tx
          .insert(testProviderRefunds)
          .values({ idempotencyKey, id, paymentId: payment.id, amount: refunded });
        await tx
          .update(testProviderPayments)
          .set({ amountRefunded: payment.amountRefunded + refunded })
          .where(eq(testProviderPayments.id, payment.id));
        return { id };
      });
    },
    async parseWebhook(rawBody, signature) {
      return verifyStripeEvent(rawBody, signature, options.webhookSecret);
    },
  };
}
