import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createApp } from "#server/app.server.ts";
import { createProductivityCheckout } from "#server/productivity/productivity-checkout.server.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  workshopGroups,
  webhookEvents,
  workshops,
} from "#server/db/schema.server.ts";
import { paymentStatus } from "#server/bookings/payment-status.server.ts";
import type { Services } from "#server/services.server.ts";
import {
  paymentTestServices,
  seedCatalogue,
  setOptionSeats,
  agreed,
  agreedFields,
} from "#tests/helpers/payments.ts";
import { createStripeProvider } from "#server/payments/stripe.server.ts";
import { startStripeFake, type StripeFake } from "#tests/helpers/stripe-fake.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

const WEBHOOK_SECRET = "whsec_integration_test_secret";
let database: TestDatabase;
let fake: StripeFake;
let services: ReturnType<typeof paymentTestServices>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  fake = await startStripeFake();
  services = paymentTestServices(database, {
    STRIPE_SECRET_KEY: "sk_test_fake_key",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  app = createApp({
    services: { ...services, pool: database.pool, auth: {} as Services["auth"] },
    handleRequest: async () => new Response("not here", { status: 404 }),
  });
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  await database.db.delete(bookings);
  await database.db.delete(seatHolds);
  await database.db.delete(webhookEvents);
  await database.db.update(workshops).set({ bookedSeats: 0 });
  await setOptionSeats(database, "option1", 3);
  fake.requests.length = 0;
  fake.refunds.length = 0;
});

const form = {
  ...agreedFields,
  parentName: "Marie Dupont",
  parentEmail: "marie@example.com",
  teenName: "Léo Dupont",
  teenAge: "14",
  additionalInfo: "",
};

/** A checkout through the real create-productivity-checkout path, with an altered amount in the body. */
async function startCheckout() {
  const answer = await createProductivityCheckout(services, {
    selectedSchedule: "option1",
    selectedDate: "Any date the browser says",
    formData: form,
    workshopDetails: { price: 100, title: "Cheap" },
    amount: 1,
  });
  if (!answer.ok) throw new Error(`checkout refused: ${answer.reason}`);
  const url = answer.url;
  const id = url.split("/").pop()!;
  const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.providerPaymentId, id));
  return { url, hold: hold!, id };
}

function signedEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created: 1,
    livemode: false,
    data: { object },
  });
  return {
    id,
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  };
}

const post = (event: { payload: string; signature: string }) =>
  app.request("/api/webhooks/stripe", {
    method: "POST",
    body: event.payload,
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
  });

const count = async () => ({
  bookings: (await database.db.select().from(bookings)).length,
  emails: (await database.db.select().from(emailOutbox)).length,
});

describe("the Stripe provider through the real SDK", () => {
  test("two teens in one checkout show on Stripe's page as two of the price of one", async () => {
    const answer = await createProductivityCheckout(services, {
      selectedSchedule: "option1",
      formData: { ...form, teen2Name: "Zoé Dupont", teen2Age: "12" },
    });
    expect(answer.ok).toBe(true);
    const create = fake.requests.find((request) => request.path === "/v1/checkout/sessions")!;
    expect(create.form.get("line_items[0][quantity]")).toBe("2");
    expect(create.form.get("line_items[0][price_data][unit_amount]")).toBe("27000");
  });

  test("a total that does not divide by the teens is one line of the total", async () => {
    const provider = createStripeProvider({
      secretKey: "sk_test_fake_key",
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
    });
    await provider.createCheckoutSession({
      amount: 43201,
      quantity: 2,
      currency: "eur",
      productName: "Goal Setting",
      customerEmail: "marie@example.com",
      metadata: {},
      successUrl: "http://academy.test/success",
      cancelUrl: "http://academy.test/cancelled",
      expiresAt: new Date(Date.now() + 31 * 60_000),
      idempotencyKey: "odd-total",
      clientReferenceId: "odd-total",
    });
    const create = fake.requests.find((request) => request.path === "/v1/checkout/sessions")!;
    expect(create.form.get("line_items[0][quantity]")).toBe("1");
    expect(create.form.get("line_items[0][price_data][unit_amount]")).toBe("43201");
  });

  test("creates the checkout session with the database price, return urls, expiry and an idempotency key", async () => {
    const { url, id, hold } = await startCheckout();
    expect(url).toBe(`https://checkout.stripe.fake/c/pay/${id}`);
    const create = fake.requests.find((request) => request.path === "/v1/checkout/sessions")!;
    expect(create.authorization).toBe("Bearer sk_test_fake_key");
    expect(create.idempotencyKey).toBe(`checkout-${hold.id}`);
    expect(create.form.get("mode")).toBe("payment");
    expect(create.form.get("line_items[0][quantity]")).toBe("1");
    expect(create.form.get("line_items[0][price_data][unit_amount]")).toBe("27000");
    expect(create.form.get("line_items[0][price_data][currency]")).toBe("eur");
    expect(create.form.get("success_url")).toBe(
      "http://academy.test/productivity-workshop/success?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(create.form.get("cancel_url")).toBe(
      `http://academy.test/productivity-workshop/cancelled?checkout=${hold.id}`,
    );
    const expiresAt = Number(create.form.get("expires_at")) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000 - 5000);
    expect(create.form.get("metadata[parent_name]")).toBe("Marie Dupont");
    // What the success page shows: the run's texts and its dates.
    expect(create.form.get("metadata[selected_date]")).toMatch(
      /^Mondays, 4-week run, 4-5 PM EST \(Mon \d{1,2} \w{3}( \d{4})? - Mon \d{1,2} \w{3} \d{4}\)$/,
    );
    // The teen's details stay with us: the success page reads them from the hold.
    expect(create.form.get("metadata[teen_age]")).toBeNull();
    expect(create.form.get("metadata[teen_name]")).toBeNull();
    expect(create.form.get("metadata[additional_info]")).toBeNull();
    expect(hold).toMatchObject({ amountTotal: 27000, subtotal: 27000, provider: "stripe", kind: "checkout" });
  });

  test("the success page retrieves the paid session and confirms it without waiting for the webhook", async () => {
    const { id } = await startCheckout();
    expect(await paymentStatus(services, id)).toMatchObject({ state: "pending" });
    fake.paySession(id);
    const status = await paymentStatus(services, id);
    expect(status).toMatchObject({
      state: "paid",
      email: "sent",
      session: { id, amount_total: 27000, currency: "eur", metadata: { teen_name: "Léo Dupont" } },
    });
    expect(await count()).toEqual({ bookings: 1, emails: 1 });
  });

  test("a late payment with no seat left is refunded through the API, once", async () => {
    await setOptionSeats(database, "option1", 1);
    const { id, hold } = await startCheckout();
    await database.db.update(seatHolds).set({ status: "expired" }).where(eq(seatHolds.id, hold.id));
    // Someone else takes the last seat.
    await database.db.update(workshopGroups).set({ bookedSeats: 1 }).where(eq(workshopGroups.id, "option1"));
    const paid = fake.paySession(id);
    const event = signedEvent("checkout.session.completed", paid);
    expect((await post(event)).status).toBe(200);
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]!.payment_intent).toBe(paid.payment_intent);
    const refundCall = fake.requests.find((request) => request.path === "/v1/refunds")!;
    expect(refundCall.idempotencyKey).toBe(`refund-${hold.id}`);
    // Delivered again under another event id (Stripe retries are the same id; be stricter).
    expect((await post(signedEvent("checkout.session.completed", paid))).status).toBe(200);
    expect(fake.refunds).toHaveLength(1);
    const [mail] = await database.db.select().from(emailOutbox);
    expect(mail!.kind).toBe("payment-refunded");
    expect(mail!.textBody).toContain("/workshops/productivity/waitlist");
    expect(await count()).toEqual({ bookings: 0, emails: 1 });
  });

  test("cancelling expires the Stripe session and releases the hold", async () => {
    const { id, hold } = await startCheckout();
    const { cancelPayment } = await import("#server/seats/cancel-payment.server.ts");
    expect(await cancelPayment(services, hold.id)).toBe(true);
    expect(fake.sessions.get(id)!.status).toBe("expired");
    const [row] = await database.db.select().from(seatHolds);
    expect(row!.status).toBe("cancelled");
  });
});

describe("POST /api/webhooks/stripe", () => {
  test("a bad signature gives 400 and changes nothing", async () => {
    const { id } = await startCheckout();
    const paid = fake.paySession(id);
    const event = signedEvent("checkout.session.completed", paid);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: "whsec_wrong",
    });
    expect((await post({ payload: event.payload, signature: forged })).status).toBe(400);
    expect((await post({ payload: event.payload, signature: "" })).status).toBe(400);
    // The body altered after signing.
    expect(
      (await post({ payload: event.payload.replace("27000", "100"), signature: event.signature })).status,
    ).toBe(400);
    expect(await count()).toEqual({ bookings: 0, emails: 0 });
    expect(await database.db.select().from(webhookEvents)).toHaveLength(0);
  });

  test("a signed event without an id answers 400, not 500, and changes nothing", async () => {
    const { id } = await startCheckout();
    const payload = JSON.stringify({
      object: "event",
      type: "checkout.session.completed",
      created: 1,
      livemode: false,
      data: { object: fake.paySession(id) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const answer = await post({ payload, signature });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: "Invalid event" });
    expect(await count()).toEqual({ bookings: 0, emails: 0 });
  });

  test("the same event delivered 10 times (some at once) gives one booking and one e-mail", async () => {
    const { id } = await startCheckout();
    const event = signedEvent("checkout.session.completed", fake.paySession(id));
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(event)));
    for (let i = 0; i < 5; i++) answers.push(await post(event));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await count()).toEqual({ bookings: 1, emails: 1 });
    const [group] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, "option1"));
    expect(group!.bookedSeats).toBe(1);
    expect(await database.db.select().from(webhookEvents)).toHaveLength(1);
  });

  test("events out of order: expired after completed changes nothing; completed after expired still books the free seat", async () => {
    const first = await startCheckout();
    const paid = fake.paySession(first.id);
    await post(signedEvent("checkout.session.completed", paid));
    await post(signedEvent("checkout.session.expired", { ...paid, status: "expired" }));
    const [row] = await database.db.select().from(seatHolds);
    expect(row!.status).toBe("completed");
    expect(await count()).toEqual({ bookings: 1, emails: 1 });

    const second = await startCheckout();
    const session = fake.sessions.get(second.id)!;
    await post(signedEvent("checkout.session.expired", { ...session, status: "expired" }));
    const [expired] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, second.hold.id));
    expect(expired!.status).toBe("expired");
    await post(signedEvent("checkout.session.completed", fake.paySession(second.id)));
    expect(await count()).toEqual({ bookings: 2, emails: 2 });
    expect(fake.refunds).toHaveLength(0);
  });

  test("async payment: completed-unpaid keeps the hold, async_payment_failed releases it", async () => {
    const { id, hold } = await startCheckout();
    const session = fake.sessions.get(id)!;
    await post(
      signedEvent("checkout.session.completed", { ...session, status: "complete", payment_status: "unpaid" }),
    );
    expect((await database.db.select().from(seatHolds))[0]!.status).toBe("open");
    await post(
      signedEvent("checkout.session.async_payment_failed", {
        ...session,
        status: "complete",
        payment_status: "unpaid",
      }),
    );
    const [row] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, hold.id));
    expect(row!.status).toBe("failed");
    expect(await count()).toEqual({ bookings: 0, emails: 0 });
  });

  test("payment intents: succeeded books the workshop seat, canceled releases the hold", async () => {
    const { startPayment } = await import("#server/bookings/start-payment.server.ts");
    const details = {
      parentFirstName: "Ana",
      parentLastName: "Silva",
      parentEmail: "ana@example.com",
      teenFirstName: "Rui",
      teenLastName: "Silva",
      teenAge: 13,
    };
    const one = await startPayment(services, {
      consent: agreed,
      kind: "payment_intent",
      workshopId: "goals",
      details,
    });
    const two = await startPayment(services, {
      consent: agreed,
      kind: "payment_intent",
      workshopId: "goals",
      details,
    });
    if (!one.ok || !two.ok) throw new Error("no hold");
    expect(fake.intents.get(one.providerId)!.amount).toBe(14700);
    const intent = { ...fake.intents.get(one.providerId)!, status: "succeeded", amount_received: 14700 };
    await post(signedEvent("payment_intent.payment_failed", fake.intents.get(one.providerId)!));
    expect(await count()).toEqual({ bookings: 0, emails: 0 });
    await post(signedEvent("payment_intent.succeeded", intent));
    await post(
      signedEvent("payment_intent.canceled", { ...fake.intents.get(two.providerId)!, status: "canceled" }),
    );
    const [booking] = await database.db.select().from(bookings);
    expect(booking).toMatchObject({ workshopId: "goals", amountPaid: 14700, groupId: null });
    const [goals] = await database.db.select().from(workshops).where(eq(workshops.id, "goals"));
    expect(goals!.bookedSeats).toBe(1);
    const [cancelled] = await database.db
      .select()
      .from(seatHolds)
      .where(eq(seatHolds.providerPaymentId, two.providerId));
    expect(cancelled!.status).toBe("cancelled");
  });
});
