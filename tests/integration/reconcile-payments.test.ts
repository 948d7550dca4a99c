import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  bookings,
  seatHolds,
  emailOutbox,
  testProviderPayments,
  workshops,
} from "#server/db/schema.server.ts";
import { reconcilePaymentsJob } from "#server/jobs/reconcile-payments-job.server.ts";
import { startPayment } from "#server/bookings/start-payment.server.ts";
import {
  aParent,
  paymentTestServices,
  seedCatalogue,
  setOptionSeats,
  agreed,
} from "#tests/helpers/payments.ts";
import { startStripeFake, type StripeFake } from "#tests/helpers/stripe-fake.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  await database.db.delete(bookings);
  await database.db.delete(seatHolds);
  await database.db.update(workshops).set({ bookedSeats: 0 });
  await setOptionSeats(database, "option1", 3);
});

type Services = ReturnType<typeof paymentTestServices>;

const checkout = (services: Services) =>
  startPayment(services, {
    consent: agreed,
    kind: "checkout",
    workshopId: "productivity",
    groupId: "option1",
    details: aParent(),
    successUrl: "http://academy.test/productivity-workshop/success?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://academy.test/productivity-workshop/cancelled?checkout={HOLD_ID}",
  });

async function started(services: Services) {
  const answer = await checkout(services);
  if (!answer.ok) throw new Error(`checkout refused: ${answer.reason}`);
  const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, answer.hold.id));
  return hold!;
}

const runJob = (services: Services) =>
  reconcilePaymentsJob.handle({}, { ...services, databaseUrl: database.url });

describe("with the built-in test provider", () => {
  test("a payment made while nobody fulfilled it becomes one booking and one e-mail, once", async () => {
    const services = paymentTestServices(database);
    const hold = await started(services);
    const unpaid = await started(services);
    // The customer paid, but the webhook never arrived and the browser never came back.
    await database.db
      .update(testProviderPayments)
      .set({ status: "complete", paymentStatus: "paid", paymentIntentId: "pi_test_reconciled" })
      .where(eq(testProviderPayments.id, hold.providerPaymentId!));

    expect(await runJob(services)).toEqual({ checked: 2, fulfilled: 1, errors: 0 });
    const made = await database.db.select().from(bookings);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ holdId: hold.id, status: "confirmed", amountPaid: 27000 });
    const [after] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, hold.id));
    expect(after!.status).toBe("completed");
    const [stillOpen] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, unpaid.id));
    expect(stillOpen!.status).toBe("open");
    expect(await database.db.select().from(emailOutbox)).toHaveLength(1);
    expect(services.wakes()).toBe(1);

    // The next run (or one racing it in another process) changes nothing.
    expect(await runJob(services)).toEqual({ checked: 1, fulfilled: 0, errors: 0 });
    await Promise.all([runJob(services), runJob(services)]);
    expect(await database.db.select().from(bookings)).toHaveLength(1);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(1);
  });
});

describe("with Stripe (a local fake of its API)", () => {
  let fake: StripeFake;
  beforeAll(async () => {
    fake = await startStripeFake();
  });
  afterAll(() => fake.close());

  test("asks Stripe about open sessions and fulfils the paid one", async () => {
    const services = paymentTestServices(database, {
      STRIPE_SECRET_KEY: "sk_test_fake_key",
      STRIPE_WEBHOOK_SECRET: "whsec_reconcile",
      STRIPE_API_BASE: fake.url,
    });
    const paid = await started(services);
    await started(services);
    fake.paySession(paid.providerPaymentId!);
    fake.requests.length = 0;

    expect(await runJob(services)).toEqual({ checked: 2, fulfilled: 1, errors: 0 });
    const retrieved = fake.requests
      .filter((request) => request.method === "GET")
      .map((request) => request.path);
    expect(retrieved).toContain(`/v1/checkout/sessions/${paid.providerPaymentId}`);
    const made = await database.db.select().from(bookings);
    expect(made.map((booking) => booking.holdId)).toEqual([paid.id]);
    expect(await runJob(services)).toEqual({ checked: 1, fulfilled: 0, errors: 0 });
    expect(await database.db.select().from(bookings)).toHaveLength(1);
  });

  test("a provider error on one payment is counted and the others are still checked", async () => {
    const services = paymentTestServices(database, {
      STRIPE_SECRET_KEY: "sk_test_fake_key",
      STRIPE_WEBHOOK_SECRET: "whsec_reconcile",
      STRIPE_API_BASE: "http://127.0.0.1:9",
    });
    await database.db.insert(seatHolds).values({
      kind: "checkout",
      provider: "stripe",
      providerPaymentId: "cs_unreachable",
      workshopId: "productivity",
      subtotal: 27000,
      amountTotal: 27000,
      customerEmail: "someone@example.com",
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    expect(await runJob(services)).toEqual({ checked: 1, fulfilled: 0, errors: 1 });
  });
});
