import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { BookingFormData } from "#shared/booking-schema.ts";
import { createApp } from "#server/app.server.ts";
import { bookingPaymentStatus } from "#server/bookings/booking-payment-status.server.ts";
import { bookingPaymentAnswerOf } from "#shared/booking-payment-answer.ts";
import { createBookingPayment } from "#server/bookings/booking-payment.server.ts";
import { bookings, seatHolds, discountCodes, emailOutbox, workshops } from "#server/db/schema.server.ts";
import { signStripePayload } from "#server/payments/stripe-events.server.ts";
import { confirmTestPaymentIntent } from "#server/bookings/test-customer.server.ts";
import type { Services } from "#server/services.server.ts";
import { paymentTestServices, seedCatalogue, agreedFields } from "#tests/helpers/payments.ts";
import { randomBytes } from "node:crypto";
import { startStripeFake, type StripeFake } from "#tests/helpers/stripe-fake.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

/** The domain's outcome as POST /api/create-payment-intent answers it: status and body. */
async function startBooking(...args: Parameters<typeof createBookingPayment>) {
  return bookingPaymentAnswerOf(await createBookingPayment(...args), args[0].config.contactEmail);
}

/** The answer's intent, as the status and confirm calls take it. */
const intentOf = (body: { payment_intent_id: string; client_secret: string }) => ({
  paymentIntentId: body.payment_intent_id,
  clientSecret: body.client_secret,
});

const WEBHOOK_SECRET = "whsec_booking_payment_test";

let database: TestDatabase;
let fake: StripeFake;
let stripe: ReturnType<typeof paymentTestServices>;
let test_: ReturnType<typeof paymentTestServices>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  fake = await startStripeFake();
  stripe = paymentTestServices(database, {
    STRIPE_SECRET_KEY: "sk_test_booking",
    STRIPE_API_BASE: fake.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  test_ = paymentTestServices(database);
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  await database.db.delete(bookings);
  await database.db.delete(seatHolds);
  await database.db.update(workshops).set({ bookedSeats: 0 });
  await database.db.update(discountCodes).set({ usedCount: 0 });
});

const aForm = (overrides: Partial<BookingFormData> = {}): BookingFormData & typeof agreedFields => ({
  ...agreedFields,
  teenFirstName: "Léo",
  teenLastName: "Dupont",
  teenAge: "13",
  parentFirstName: "Marie",
  parentLastName: "Dupont",
  parentEmail: `marie-${Math.random().toString(36).slice(2, 8)}@example.com`,
  parentPhone: "",
  hearAboutUs: "friend_or_family",
  specialRequests: "",
  discountCode: "",
  ...overrides,
});

/** The Hono app with the real webhook route; page requests are not needed here. */
const webhookApp = () =>
  createApp({
    services: { ...stripe, pool: database.pool, auth: {} as Services["auth"] },
    handleRequest: async () => new Response("", { status: 404 }),
  });

async function postWebhook(payload: string, given?: string) {
  const signature = given ?? (await signStripePayload(payload, WEBHOOK_SECRET));
  const response = await webhookApp().request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A Stripe event around an object, as the webhook endpoint receives it. */
const stripeEvent = (type: string, object: unknown) =>
  JSON.stringify({
    id: `evt_fake_${randomBytes(8).toString("hex")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });

/** What Stripe does to an intent when the customer's card is accepted. */
function succeed(intentId: string) {
  const intent = fake.intents.get(intentId)!;
  Object.assign(intent, { status: "succeeded", amount_received: intent.amount });
  return { ...intent };
}

const bookingsOf = (email: string) =>
  database.db.select().from(bookings).where(eq(bookings.parentEmail, email));
const teen20Uses = async () =>
  (await database.db.select().from(discountCodes).where(eq(discountCodes.code, "TEEN20")))[0]!.usedCount;

describe("through the real stripe SDK against the local fake", () => {
  test("the amount is computed by the server; an altered amount and workshop price are ignored", async () => {
    const form = aForm({ discountCode: "teen20" });
    // What the page's body may carry besides; the route's schema lets them through, nobody reads them.
    const altered = { amount: 1, workshop: { id: "goals", title: "Goal Setting", price: 1 } };
    const answer = await startBooking(stripe, { workshopId: "goals", formData: form, ...altered });
    expect(answer.status).toBe(200);
    if (answer.status !== 200) return;
    expect(answer.body).toMatchObject({ finalAmount: 11760, discountAmount: 2940 });
    const intent = fake.intents.get(answer.body.payment_intent_id)!;
    expect(intent).toMatchObject({ amount: 11760, currency: "eur", receipt_email: form.parentEmail });
    expect(answer.body.client_secret).toBe(intent.client_secret);
    const [hold] = await database.db
      .select()
      .from(seatHolds)
      .where(eq(seatHolds.providerPaymentId, intent.id));
    expect(hold).toMatchObject({ status: "open", subtotal: 14700, discountAmount: 2940, amountTotal: 11760 });
  });

  test("succeeded, replayed and out-of-order events give one booking, one code use and one e-mail", async () => {
    const form = aForm({ discountCode: "TEEN20" });
    const answer = await startBooking(stripe, { workshopId: "confidence", formData: form });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer));
    const { paymentIntentId, clientSecret } = intentOf(answer.body);

    // A stale failure (the first card was declined) arrives: nothing is booked, the hold stays.
    const failedEvent = stripeEvent("payment_intent.payment_failed", fake.intents.get(paymentIntentId));
    expect((await postWebhook(failedEvent)).status).toBe(200);
    expect(await bookingPaymentStatus(stripe, { paymentIntentId, clientSecret })).toEqual({
      state: "pending",
    });

    const paid = succeed(paymentIntentId);
    const succeeded = stripeEvent("payment_intent.succeeded", paid);
    expect(await postWebhook(succeeded)).toEqual({ status: 200, body: { received: true } });
    expect(await postWebhook(succeeded)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // The same news under another event id, then a late cancel and a late failure.
    await postWebhook(stripeEvent("payment_intent.succeeded", paid));
    await postWebhook(stripeEvent("payment_intent.canceled", { ...paid, status: "canceled" }));
    await postWebhook(failedEvent);

    const rows = await bookingsOf(form.parentEmail);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      workshopId: "confidence",
      status: "confirmed",
      amountPaid: 23760,
      discountAmount: 5940,
      discountCode: "TEEN20",
      teenAge: 13,
      hearAboutUs: "friend_or_family",
    });
    expect(rows[0]!.reference).toMatch(/^TW-\d{6}$/);
    expect(await teen20Uses()).toBe(1);
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, form.parentEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(rows[0]!.reference);
    expect(await bookingPaymentStatus(stripe, { paymentIntentId, clientSecret })).toMatchObject({
      state: "paid",
      reference: rows[0]!.reference,
      amountPaid: 23760,
      discountAmount: 5940,
    });
  });

  test("the status page confirms a paid intent before its webhook; the webhook then adds nothing", async () => {
    const form = aForm();
    const answer = await startBooking(stripe, { workshopId: "habits", formData: form });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer));
    const paid = succeed(answer.body.payment_intent_id);
    expect(await bookingPaymentStatus(stripe, intentOf(answer.body))).toMatchObject({
      state: "paid",
      amountPaid: 24700,
    });
    await postWebhook(stripeEvent("payment_intent.succeeded", paid));
    expect(await bookingsOf(form.parentEmail)).toHaveLength(1);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(1);
  });

  test("a canceled intent releases its seat at once; a forged event is refused", async () => {
    const answer = await startBooking(stripe, { workshopId: "goals", formData: aForm() });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer));
    const intent = fake.intents.get(answer.body.payment_intent_id)!;
    const forged = stripeEvent("payment_intent.succeeded", { ...intent, status: "succeeded" });
    expect((await postWebhook(forged, await signStripePayload(forged, "whsec_wrong"))).status).toBe(400);
    expect(await database.db.select().from(bookings)).toHaveLength(0);

    await postWebhook(stripeEvent("payment_intent.canceled", { ...intent, status: "canceled" }));
    const [hold] = await database.db
      .select()
      .from(seatHolds)
      .where(eq(seatHolds.providerPaymentId, intent.id));
    expect(hold!.status).toBe("cancelled");
    expect(await bookingPaymentStatus(stripe, intentOf(answer.body))).toEqual({ state: "expired" });
  });
});

describe("with the built-in test provider", () => {
  test("two payments racing for a code's last use: one gets it, the code is counted once", async () => {
    await database.db.insert(discountCodes).values({ code: "LAST1", discountValue: 10, maxUses: 1 });
    const answers = await Promise.all(
      [aForm({ discountCode: "LAST1" }), aForm({ discountCode: "LAST1" })].map((formData) =>
        startBooking(test_, { workshopId: "goals", formData }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost[0]?.body).toMatchObject({ error: "This discount code has reached its usage limit." });
    const winner = intentOf(won[0]!.body as { payment_intent_id: string; client_secret: string });
    expect(
      await confirmTestPaymentIntent(test_, winner.paymentIntentId, winner.clientSecret, "4242424242424242"),
    ).toEqual({ status: "succeeded" });
    const [code] = await database.db.select().from(discountCodes).where(eq(discountCodes.code, "LAST1"));
    expect(code!.usedCount).toBe(1);
  });

  test("an expired hold gives its code use back; a late payment never counts past max_uses", async () => {
    await database.db.insert(discountCodes).values({ code: "LAST2", discountValue: 10, maxUses: 1 });
    const first = await startBooking(test_, {
      workshopId: "goals",
      formData: aForm({ discountCode: "LAST2" }),
    });
    if (first.status !== 200) throw new Error(JSON.stringify(first));
    expect(
      (await startBooking(test_, { workshopId: "goals", formData: aForm({ discountCode: "LAST2" }) })).body,
    ).toEqual({ error: "This discount code has reached its usage limit." });
    await database.db
      .update(seatHolds)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(seatHolds.providerPaymentId, first.body.payment_intent_id));
    const second = await startBooking(test_, {
      workshopId: "goals",
      formData: aForm({ discountCode: "LAST2" }),
    });
    if (second.status !== 200) throw new Error(JSON.stringify(second));
    for (const paid of [second.body, first.body])
      await confirmTestPaymentIntent(test_, paid.payment_intent_id, paid.client_secret, "4242424242424242");
    const [code] = await database.db.select().from(discountCodes).where(eq(discountCodes.code, "LAST2"));
    expect(code!.usedCount).toBe(1);
    expect(await database.db.select().from(bookings)).toHaveLength(2);
  });

  test("a declined card books nothing; a retry replaces the previous intent and releases its hold", async () => {
    const form = aForm();
    const first = await startBooking(test_, { workshopId: "social-skills", formData: form });
    if (first.status !== 200) throw new Error(JSON.stringify(first));
    expect(
      await confirmTestPaymentIntent(
        test_,
        first.body.payment_intent_id,
        first.body.client_secret,
        "4000000000000002",
      ),
    ).toEqual({ error: { message: "Your card was declined." } });
    expect(await bookingsOf(form.parentEmail)).toHaveLength(0);
    const retry = await startBooking(test_, {
      workshopId: "social-skills",
      formData: form,
      previous: { paymentIntentId: first.body.payment_intent_id, clientSecret: first.body.client_secret },
    });
    expect(retry.status).toBe(200);
    const holds = await database.db.select().from(seatHolds).where(eq(seatHolds.workshopId, "social-skills"));
    expect(holds.map((hold) => hold.status).sort()).toEqual(["cancelled", "open"]);
  });

  test("a discount that leaves less than a card's €0.50 minimum is refused with a way to book; no seat is held", async () => {
    await database.db
      .insert(discountCodes)
      .values({ code: "ALMOST", discountType: "fixed", discountValue: 14_660 });
    const holdsBefore = (await database.db.select().from(seatHolds)).length;
    expect(
      await startBooking(test_, { workshopId: "goals", formData: aForm({ discountCode: "ALMOST" }) }),
    ).toEqual({
      status: 422,
      body: {
        error:
          "Card payments start at €0.50, so this booking cannot be paid online. Please write to contact@academy.test and we will confirm it for you.",
      },
    });
    expect(await database.db.select().from(seatHolds)).toHaveLength(holdsBefore);
    // €0.50 left is payable.
    await database.db
      .insert(discountCodes)
      .values({ code: "FIFTY", discountType: "fixed", discountValue: 14_650 });
    const payable = await startBooking(test_, {
      workshopId: "goals",
      formData: aForm({ discountCode: "FIFTY" }),
    });
    expect(payable).toMatchObject({ status: 200, body: { finalAmount: 50, discountAmount: 14_650 } });
  });

  test("a code covering the whole price is confirmed at once: the status answers paid with the booking", async () => {
    await database.db.insert(discountCodes).values({ code: "FULLGIFT", discountValue: 100 });
    const answer = await startBooking(test_, {
      workshopId: "goals",
      formData: aForm({ discountCode: "fullgift" }),
    });
    if (answer.status !== 200) throw new Error(answer.body.error);
    expect(answer.body).toMatchObject({ finalAmount: 0, discountAmount: 14_700 });
    const status = await bookingPaymentStatus(test_, intentOf(answer.body));
    expect(status).toMatchObject({ state: "paid", amountPaid: 0, discountAmount: 14_700 });
    if (status.state !== "paid") throw new Error(status.state);
    const [booking] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, status.reference));
    expect(booking).toMatchObject({ amountPaid: 0, discountCode: "FULLGIFT", status: "confirmed" });
    // Its secret is still needed to read it.
    expect(
      await bookingPaymentStatus(test_, {
        paymentIntentId: answer.body.payment_intent_id,
        clientSecret: "guess",
      }),
    ).toEqual({ state: "not_found" });
  });

  test("the server checks the form again and refuses what it may not sell", async () => {
    const tooOld = await startBooking(test_, {
      workshopId: "habits",
      formData: aForm({ teenAge: "11" }),
    });
    expect(tooOld).toMatchObject({
      status: 400,
      body: { fieldErrors: { teenAge: "Your teen's age must be between 12 and 16" } },
    });
    expect((await startBooking(test_, { workshopId: "productivity", formData: aForm() })).status).toBe(404);
    expect((await startBooking(test_, { workshopId: "nope", formData: aForm() })).status).toBe(404);
    expect(
      await startBooking(test_, { workshopId: "goals", formData: aForm({ discountCode: "NOPE" }) }),
    ).toEqual({
      status: 422,
      body: { error: "This discount code is not valid." },
    });
    await database.db.update(workshops).set({ bookedSeats: 6 }).where(eq(workshops.id, "goals"));
    expect((await startBooking(test_, { workshopId: "goals", formData: aForm() })).status).toBe(409);
    expect(await bookingPaymentStatus(test_, { paymentIntentId: "pi_nope", clientSecret: "x" })).toEqual({
      state: "not_found",
    });
  });
});
