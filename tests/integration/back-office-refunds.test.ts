import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { getDashboardCounts } from "#server/admin/dashboard-counts.server.ts";
import { cancelBooking } from "#server/refunds/cancel-booking.server.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  refunds,
  testProviderPayments,
  testProviderRefunds,
  workshops,
} from "#server/db/schema.server.ts";
import { RefundRefusedError, type PaymentProvider } from "#server/payments/provider.server.ts";
import { retryRefundNow } from "#server/refunds/retry-refund-now.server.ts";
import { retryRefunds } from "#server/refunds/retry-refunds.server.ts";
import { cancelledText, cancelRefusalText } from "#shared/admin/booking-cancel-answer.ts";
import { cancelBookingFormSchema } from "#shared/admin/booking-cancel-form.ts";
import { parseForm } from "#shared/parse-form.ts";
import { retriedText, retryRefusalText } from "#shared/admin/refund-answer.ts";
import { paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { startStripeFake, type StripeFake } from "#tests/helpers/stripe-fake.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
const actor = { id: "admin-1", email: "admin@academy.test" };
const PAID = 14700;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());
// The test bookings take no seat of their own, and each cancellation frees one: without a fresh count
// the seats run out after a few cancellations and the freed seat stops showing.
beforeEach(async () => {
  await database.db.update(workshops).set({ bookedSeats: 5 }).where(eq(workshops.id, "goals"));
});

const tag = () => randomBytes(4).toString("hex");

/** A confirmed booking paid through the test provider (a succeeded payment intent). */
async function aPaidBooking(provider: "test" | "stripe" = "test", providerId = `pi_test_${tag()}`) {
  const email = `parent-${tag()}@example.com`;
  if (provider === "test")
    await database.db
      .insert(testProviderPayments)
      .values({ id: providerId, kind: "payment_intent", status: "succeeded", amount: PAID });
  const [checkout] = await database.db
    .insert(seatHolds)
    .values({
      kind: "payment_intent",
      provider,
      providerPaymentId: providerId,
      workshopId: "goals",
      status: "completed",
      subtotal: PAID,
      amountTotal: PAID,
      customerEmail: email,
      holdExpiresAt: new Date(),
      metadata: { teen_first_name: "Léa", parent_email: email },
    })
    .returning({ id: seatHolds.id });
  const [booking] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${tag().toUpperCase()}`,
      workshopId: "goals",
      holdId: checkout!.id,
      parentFirstName: "Claire",
      parentLastName: "Martin",
      parentEmail: email,
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      amountPaid: PAID,
      status: "confirmed",
    })
    .returning({ id: bookings.id, reference: bookings.reference });
  return { ...booking!, providerId, email };
}

const bookingOf = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const refundsOf = (bookingId: string) =>
  database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const seats = async () =>
  (await database.db.select().from(workshops).where(eq(workshops.id, "goals")))[0]!.bookedSeats;
const testPayment = async (id: string) =>
  (await database.db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id)))[0]!;
const testRefundCount = async (paymentId: string) =>
  (
    await database.db
      .select({ value: count() })
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.paymentId, paymentId))
  )[0]!.value;

/** The test provider, whose refund fails `times` times (refused, or made but its answer lost). */
function flakyProvider(times: number, how: "refused" | "lost"): PaymentProvider {
  const real = services.payments.provider;
  let left = times;
  return {
    ...real,
    async refund(paymentIntentId, key, amount) {
      if (left > 0) {
        left--;
        if (how === "refused") throw new RefundRefusedError("Card issuer refused the refund");
        await real.refund(paymentIntentId, key, amount);
        throw new Error("socket hang up");
      }
      return real.refund(paymentIntentId, key, amount);
    },
  };
}

describe("an administrator cancels with a refund", () => {
  test("a full refund: booking cancelled, seat free, money back once, parent e-mailed, audit says who and how much", async () => {
    const booking = await aPaidBooking();
    const seatsBefore = await seats();
    const result = await cancelBooking(services, actor, booking.id, { kind: "full" });
    expect(result).toMatchObject({ ok: true, value: { refund: { amount: PAID, status: "refunded" } } });
    const row = await bookingOf(booking.id);
    expect(row.status).toBe("cancelled");
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await seats()).toBe(seatsBefore - 1);
    const [refund] = await refundsOf(booking.id);
    expect(refund).toMatchObject({ amount: PAID, status: "refunded", attempts: 1, decidedBy: actor.email });
    expect(refund!.providerRefundId).toMatch(/^re_test_/);
    expect((await testPayment(booking.providerId)).amountRefunded).toBe(PAID);
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id));
    expect(mail!.toAddress).toBe(booking.email);
    expect(mail!.textBody).toContain("We are refunding €147 to the card you paid with.");
    const { rows } = await listAuditLog(database.db, 1, 5);
    const entry = rows.find((item) => item.entityId === booking.id)!;
    expect(entry).toMatchObject({
      actorEmail: actor.email,
      action: "cancel",
      after: { reference: booking.reference, status: "cancelled", refundAmount: PAID, refundId: refund!.id },
    });
    expect(JSON.stringify(entry)).not.toContain("Léa");
  });

  test('a partial refund of "12,50" gives back 1 250 cents, and the e-mail says so', async () => {
    const booking = await aPaidBooking();
    const result = await cancelBooking(services, actor, booking.id, { kind: "partial", amount: "12,50" });
    expect(result).toMatchObject({ ok: true, value: { refund: { amount: 1250, status: "refunded" } } });
    expect((await testPayment(booking.providerId)).amountRefunded).toBe(1250);
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id));
    expect(mail!.textBody).toContain("We are refunding €12.50");
    // An administrator's own cancellation tells nobody else at the academy.
    const kinds = (
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id))
    ).map((row) => row.kind);
    expect(kinds).toEqual(["booking-cancelled"]);
  });

  test("a partial refund carries the administrator's word to the family, in both parts of the e-mail", async () => {
    const booking = await aPaidBooking();
    const note = "The first two sessions were held, so we refund the other two.";
    const result = await cancelBooking(services, actor, booking.id, {
      kind: "partial",
      amount: "73,50",
      note,
    });
    expect(result).toMatchObject({ ok: true, value: { refund: { amount: 7350 } } });
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id));
    expect(mail!.textBody).toContain(`We are refunding €73.50`);
    expect(mail!.textBody).toContain(`A word from the academy:\n${note}`);
    expect(mail!.html).toContain(note);
    // The form reads the message with the amount, and refuses one too long.
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) data.set(key, value);
      return parseForm(data, cancelBookingFormSchema("fr"));
    };
    expect(form({ id: booking.id, refund: "partial", amount: "73,50", note: ` ${note} ` })).toMatchObject({
      status: "success",
      value: { refund: { kind: "partial", amount: "73,50", note } },
    });
    expect(form({ id: booking.id, refund: "partial", amount: "73,50", note: "x".repeat(501) }).status).toBe(
      "error",
    );
  });

  test("without a refund: cancelled, no refund row, the e-mail invites the family to write", async () => {
    const booking = await aPaidBooking();
    expect(await cancelBooking(services, actor, booking.id, { kind: "none" })).toMatchObject({
      ok: true,
      value: { refund: null },
    });
    expect(await refundsOf(booking.id)).toEqual([]);
    expect((await testPayment(booking.providerId)).amountRefunded).toBe(0);
  });
});

describe("bad input and races change nothing", () => {
  test.each([
    ["abc", "amount_invalid"],
    ["-5", "amount_invalid"],
    ["12,505", "amount_invalid"],
    ["", "amount_invalid"],
    ["0", "amount_zero"],
    ["0,00", "amount_zero"],
    ["147,01", "amount_too_high"],
    ["1000", "amount_too_high"],
  ])('a refund of "%s" is refused about the amount (%s)', async (amount, reason) => {
    const booking = await aPaidBooking();
    const seatsBefore = await seats();
    expect(await cancelBooking(services, actor, booking.id, { kind: "partial", amount })).toEqual({
      ok: false,
      reason,
      field: "amount",
      ...(reason === "amount_too_high" && { values: { paid: PAID } }),
    });
    expect((await bookingOf(booking.id)).status).toBe("confirmed");
    expect(await refundsOf(booking.id)).toEqual([]);
    expect(await seats()).toBe(seatsBefore);
  });

  test("the refusals and the cancellation read in French in the back-office", () => {
    const refused = { ok: false, field: "amount" } as const;
    expect(cancelRefusalText({ ...refused, reason: "amount_invalid" }, "fr")).toBe(
      "Montant invalide\u00a0: écrivez un montant en euros, par exemple 12,50.",
    );
    expect(cancelRefusalText({ ...refused, reason: "amount_zero" }, "fr")).toBe(
      "Le montant du remboursement doit être supérieur à 0 €.",
    );
    expect(cancelRefusalText({ ...refused, reason: "amount_too_high", values: { paid: PAID } }, "fr")).toBe(
      "Le remboursement ne peut pas dépasser le montant payé (147,00\u00a0€).",
    );
    expect(cancelRefusalText({ ok: false, reason: "paid_offline" }, "fr")).toBe(
      "Cette réservation n'a pas été payée en ligne\u00a0: remboursez la famille hors du site, puis annulez sans remboursement.",
    );
    expect(cancelRefusalText({ ok: false, reason: "already_cancelled" }, "fr")).toBe(
      "Cette réservation est déjà annulée.",
    );
    expect(
      cancelledText({ waitlistTold: 1, refund: { id: "r", amount: 5000, status: "refunded" } }, "fr"),
    ).toBe(
      "Réservation annulée avec succès. 50,00\u00a0€ remboursés. La place est proposée à la première famille de la liste d'attente, qui a été prévenue par e-mail.",
    );
    expect(
      cancelledText({ waitlistTold: 0, refund: { id: "r", amount: 5000, status: "failed" } }, "fr"),
    ).toBe(
      "Réservation annulée avec succès. Le remboursement de 50,00\u00a0€ a échoué chez le prestataire de paiement\u00a0: il sera retenté automatiquement.",
    );
    expect(cancelledText({ waitlistTold: 0, refund: null }, "fr")).toBe("Réservation annulée avec succès");
  });

  test("cancelling twice: the second is refused and nothing is refunded again", async () => {
    const booking = await aPaidBooking();
    await cancelBooking(services, actor, booking.id, { kind: "full" });
    expect(await cancelBooking(services, actor, booking.id, { kind: "full" })).toEqual({
      ok: false,
      reason: "already_cancelled",
    });
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect(await testRefundCount(booking.providerId)).toBe(1);
  });

  test("two administrators refunding one booking at once: exactly one refund", async () => {
    const booking = await aPaidBooking();
    const seatsBefore = await seats();
    const results = await Promise.all([
      cancelBooking(services, actor, booking.id, { kind: "full" }),
      cancelBooking(services, { id: "admin-2", email: "other@academy.test" }, booking.id, {
        kind: "partial",
        amount: "20",
      }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "already_cancelled" }]);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect(await testRefundCount(booking.providerId)).toBe(1);
    expect(await seats()).toBe(seatsBefore - 1);
  });

  test("a booking not paid online, or a pending one, cannot be refunded here", async () => {
    const [unpaid] = await database.db
      .insert(bookings)
      .values({
        reference: `TW-${tag().toUpperCase()}`,
        workshopId: "goals",
        parentFirstName: "A",
        parentEmail: "a@example.com",
        teenFirstName: "B",
        teenAge: 12,
        amountPaid: PAID,
        status: "confirmed",
      })
      .returning({ id: bookings.id });
    expect(await cancelBooking(services, actor, unpaid!.id, { kind: "full" })).toEqual({
      ok: false,
      reason: "paid_offline",
    });
    const pending = await aPaidBooking();
    await database.db.update(bookings).set({ status: "pending" }).where(eq(bookings.id, pending.id));
    expect(await cancelBooking(services, actor, pending.id, { kind: "full" })).toEqual({
      ok: false,
      reason: "nothing_paid",
    });
    expect((await bookingOf(pending.id)).status).toBe("pending");
  });
});

describe("a refund the provider does not take", () => {
  test("refused, then made on retry: the booking is cancelled at once, the refund failed, then refunded once", async () => {
    const booking = await aPaidBooking();
    const flaky = { ...services, payments: { ...services.payments, provider: flakyProvider(1, "refused") } };
    const result = await cancelBooking(flaky, actor, booking.id, { kind: "partial", amount: "50" });
    expect(result).toMatchObject({ ok: true, value: { refund: { amount: 5000, status: "failed" } } });
    expect((await bookingOf(booking.id)).status).toBe("cancelled");
    const [failed] = await refundsOf(booking.id);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Card issuer refused the refund",
    });
    // After a refusal the provider would answer the same key with the same refusal: a new key.
    expect(failed!.idempotencyKey).toBe(`${failed!.id}:1`);
    expect((await getDashboardCounts(database.db, silentLogger)).failedRefunds).toBeGreaterThanOrEqual(1);

    expect(await retryRefunds(flaky)).toMatchObject({ refunded: 1 });
    const [refunded] = await refundsOf(booking.id);
    expect(refunded).toMatchObject({ status: "refunded", attempts: 2, lastError: null });
    expect((await testPayment(booking.providerId)).amountRefunded).toBe(5000);
    expect(await testRefundCount(booking.providerId)).toBe(1);
    expect(await retryRefunds(flaky)).toEqual({ refunded: 0, failed: 0 });
  });

  test("an administrator retries a failed refund now: refused while the provider refuses, then made once", async () => {
    const booking = await aPaidBooking();
    const flaky = { ...services, payments: { ...services.payments, provider: flakyProvider(2, "refused") } };
    await cancelBooking(flaky, actor, booking.id, { kind: "partial", amount: "30" });
    expect(await retryRefundNow(flaky, actor, booking.id)).toEqual({ ok: false, reason: "still_failing" });
    expect(await retryRefundNow(flaky, actor, booking.id)).toEqual({ ok: true, value: { amount: 3000 } });
    expect((await testPayment(booking.providerId)).amountRefunded).toBe(3000);
    expect(await retryRefundNow(flaky, actor, booking.id)).toEqual({ ok: false, reason: "nothing_to_retry" });
    expect(await retryRefundNow(flaky, actor, "not-a-uuid")).toEqual({
      ok: false,
      reason: "nothing_to_retry",
    });
    expect(retriedText(3000, "fr")).toBe("30,00\u00a0€ remboursés.");
    expect(retryRefusalText({ ok: false, reason: "still_failing" }, "fr")).toBe(
      "Le prestataire de paiement refuse toujours ce remboursement. Vérifiez le paiement dans son tableau de bord.",
    );
    expect(retryRefusalText({ ok: false, reason: "nothing_to_retry" }, "fr")).toBe(
      "Cette réservation n'a pas de remboursement en échec.",
    );
  });

  test("made but its answer lost: the retry sends the same key and the money goes back once", async () => {
    const booking = await aPaidBooking();
    const flaky = { ...services, payments: { ...services.payments, provider: flakyProvider(1, "lost") } };
    const result = await cancelBooking(flaky, actor, booking.id, { kind: "full" });
    expect(result).toMatchObject({ ok: true, value: { refund: { status: "failed" } } });
    const [failed] = await refundsOf(booking.id);
    expect(failed!.idempotencyKey).toBe(failed!.id);
    await retryRefunds(flaky);
    expect((await refundsOf(booking.id))[0]!.status).toBe("refunded");
    expect((await testPayment(booking.providerId)).amountRefunded).toBe(PAID);
    expect(await testRefundCount(booking.providerId)).toBe(1);
  });
});

describe("refund requests", () => {
  test("a family's request waits on the dashboard; cancelling with a refund accepts it, without declines it", async () => {
    const accepted = await aPaidBooking();
    const declined = await aPaidBooking();
    const before = (await getDashboardCounts(database.db, silentLogger)).refundRequests!;
    for (const booking of [accepted, declined])
      await database.db
        .insert(refunds)
        .values({ bookingId: booking.id, amount: PAID, status: "requested", idempotencyKey: booking.id });
    expect((await getDashboardCounts(database.db, silentLogger)).refundRequests).toBe(before + 2);

    await cancelBooking(services, actor, accepted.id, { kind: "full" });
    expect(await refundsOf(accepted.id)).toMatchObject([{ status: "refunded", decidedBy: actor.email }]);
    await cancelBooking(services, actor, declined.id, { kind: "none" });
    expect(await refundsOf(declined.id)).toMatchObject([{ status: "declined", decidedBy: actor.email }]);
    expect((await getDashboardCounts(database.db, silentLogger)).refundRequests).toBe(before);
  });
});

describe("through Stripe (the local fake at the SDK's edge)", () => {
  let fake: StripeFake;
  let stripeServices: ReturnType<typeof paymentTestServices>;
  // A fake per test: its requests and refunds are what this test's refund sent, not what an earlier one did.
  beforeEach(async () => {
    fake = await startStripeFake();
    stripeServices = paymentTestServices(database, {
      STRIPE_SECRET_KEY: "sk_test_fake_key",
      STRIPE_WEBHOOK_SECRET: "whsec_refunds",
      STRIPE_API_BASE: fake.url,
    });
  });
  afterEach(() => fake.close());

  test("a partial refund is one Refund API call with the amount and the refund's id as idempotency key", async () => {
    const booking = await aPaidBooking("stripe", `pi_fake_${tag()}`);
    const result = await cancelBooking(stripeServices, actor, booking.id, {
      kind: "partial",
      amount: "12,50",
    });
    expect(result).toMatchObject({ ok: true, value: { refund: { status: "refunded" } } });
    const [refund] = await refundsOf(booking.id);
    const calls = fake.requests.filter((request) => request.path === "/v1/refunds");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(refund!.id);
    expect(calls[0]!.form.get("payment_intent")).toBe(booking.providerId);
    expect(calls[0]!.form.get("amount")).toBe("1250");
    expect(refund!.providerRefundId).toBe(fake.refunds[0]!.id);
  });

  test("Stripe refuses, the job retries with a new key, and Stripe holds one refund", async () => {
    const booking = await aPaidBooking("stripe", `pi_fake_${tag()}`);
    const made = fake.refunds.length;
    fake.refuseRefunds(1);
    const result = await cancelBooking(stripeServices, actor, booking.id, { kind: "full" });
    expect(result).toMatchObject({ ok: true, value: { refund: { status: "failed" } } });
    expect((await bookingOf(booking.id)).status).toBe("cancelled");
    expect(await retryRefunds(stripeServices)).toMatchObject({ refunded: 1, failed: 0 });
    const [refund] = await refundsOf(booking.id);
    expect(refund).toMatchObject({ status: "refunded", attempts: 2 });
    expect(fake.refunds.length).toBe(made + 1);
    const keys = fake.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.idempotencyKey);
    expect(keys.slice(-2)).toEqual([refund!.id, `${refund!.id}:1`]);
  });
});
