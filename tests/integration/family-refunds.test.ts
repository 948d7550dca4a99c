import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getDashboardCounts } from "#server/admin/dashboard-counts.server.ts";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { cancelBooking } from "#server/refunds/cancel-booking.server.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  refunds,
  testProviderPayments,
  testProviderRefunds,
  workshopGroups,
} from "#server/db/schema.server.ts";
import { RefundRefusedError, type PaymentProvider } from "#server/payments/provider.server.ts";
import { familyRefundPolicy } from "#server/refunds/booking-policy.server.ts";
import { acceptRefundRequest, declineRefundRequest } from "#server/refunds/decide-refund-request.server.ts";
import { cancelByFamily, requestGuarantee } from "#server/refunds/family-refunds.server.ts";
import { FAMILY_ACTOR } from "#server/audit/audit-log.server.ts";
import { eraseTeenDetails } from "#server/privacy/erase-teen-details.server.ts";
import { retryRefunds } from "#server/refunds/retry-refunds.server.ts";
import { refundDecisionText, refundRequestRefusalText } from "#shared/admin/refund-answer.ts";
import { paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
const admin = { id: "admin-1", email: "admin@academy.test" };
const PAID = 14700;
const DAY = 24 * 60 * 60 * 1000;
// The group's first session: Monday 14 January 2030, 10:00 in Reykjavik (UTC all year).
const START = new Date("2030-01-14T10:00:00Z");
const before = (days: number) => new Date(START.getTime() - days * DAY);
const after = (days: number) => new Date(START.getTime() + days * DAY);
const GROUP = "family-refunds-group";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database, { NOTIFY_EMAIL: "team@academy.test" });
  await database.db.insert(workshopGroups).values({
    id: GROUP,
    workshopId: "goals",
    capacity: 100,
    bookedSeats: 50,
    timeZone: "Atlantic/Reykjavik",
    weekday: 1,
    startTime: "10:00",
    firstSessionDate: "2030-01-14",
    sessionCount: 4,
    sessionMinutes: 60,
  });
});
afterAll(() => database.drop());

const tag = () => randomBytes(4).toString("hex");

/** A confirmed booking in the group, paid through the test provider (free: a 100 % code). */
async function aBooking(options: { free?: boolean; groupId?: string | null } = {}) {
  const email = `parent-${tag()}@example.com`;
  const providerId = `pi_test_${tag()}`;
  let holdId: string | null = null;
  if (!options.free) {
    await database.db
      .insert(testProviderPayments)
      .values({ id: providerId, kind: "payment_intent", status: "succeeded", amount: PAID });
    const [checkout] = await database.db
      .insert(seatHolds)
      .values({
        kind: "payment_intent",
        provider: "test",
        providerPaymentId: providerId,
        workshopId: "goals",
        status: "completed",
        subtotal: PAID,
        amountTotal: PAID,
        customerEmail: email,
        holdExpiresAt: new Date(),
        metadata: { parent_email: email },
      })
      .returning({ id: seatHolds.id });
    holdId = checkout!.id;
  }
  const [booking] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${tag().toUpperCase()}`,
      workshopId: "goals",
      groupId: options.groupId === undefined ? GROUP : options.groupId,
      holdId,
      parentFirstName: "Claire",
      parentLastName: "Martin",
      parentEmail: email,
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      amountPaid: options.free ? 0 : PAID,
      discountAmount: options.free ? PAID : 0,
      status: "confirmed",
    })
    .returning({ id: bookings.id, reference: bookings.reference, token: bookings.receiptToken });
  return { ...booking!, providerId, email };
}

const bookingOf = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const refundsOf = (bookingId: string) =>
  database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const groupSeats = async () =>
  (await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, GROUP)))[0]!.bookedSeats;
const providerRefunds = async (paymentId: string) =>
  (
    await database.db
      .select({ value: count() })
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.paymentId, paymentId))
  )[0]!.value;
const mailsOf = (bookingId: string, kind: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, kind)));

/** The test provider, whose refund is refused `times` times. */
function refusingProvider(times: number): PaymentProvider {
  const real = services.payments.provider;
  let left = times;
  return {
    ...real,
    async refund(paymentIntentId, key, amount) {
      if (left-- > 0) throw new RefundRefusedError("Card issuer refused the refund");
      return real.refund(paymentIntentId, key, amount);
    },
  };
}

describe("the family cancels before the 48 hours", () => {
  test("what the page shows: the full amount paid and until when", async () => {
    const booking = await aBooking();
    expect((await familyRefundPolicy(services.db, booking.token, before(3)))?.policy).toEqual({
      kind: "cancel",
      reason: "before-start",
      amount: PAID,
      until: before(2),
    });
  });

  test("cancelled at once, refunded once through the provider, seat free, e-mail with the amount and the page", async () => {
    const booking = await aBooking();
    const seats = await groupSeats();
    expect(await cancelByFamily(services, booking.token, before(2))).toEqual({
      ok: true,
      value: { withdrawn: false, refund: { amount: PAID, status: "refunded" } },
    });
    expect((await bookingOf(booking.id)).status).toBe("cancelled");
    expect(await groupSeats()).toBe(seats - 1);
    expect(await providerRefunds(booking.providerId)).toBe(1);
    const [refund] = await refundsOf(booking.id);
    expect(refund).toMatchObject({ amount: PAID, status: "refunded", decidedBy: FAMILY_ACTOR.email });
    const [mail] = await mailsOf(booking.id, "booking-cancelled");
    expect(mail?.toAddress).toBe(booking.email);
    expect(mail?.textBody).toContain("We are refunding €147 ");
    expect(mail?.textBody).toContain(`http://academy.test/bookings/${booking.token}`);
    // The academy is told, without the teen's name.
    const [notice] = await mailsOf(booking.id, "booking-cancelled-notice");
    expect(notice?.toAddress).toBe("team@academy.test");
    expect(notice?.subject).toBe(`Réservation annulée\u00a0: Goal Setting (${booking.reference})`);
    expect(notice?.textBody).toContain("Remboursement\u00a0: 147,00");
    expect(notice?.textBody).not.toMatch(/Léa/);
    const { rows } = await listAuditLog(database.db, 1, 5);
    const entry = rows.find((row) => row.entityId === booking.id);
    expect(entry).toMatchObject({ actorEmail: FAMILY_ACTOR.email, action: "cancel" });
    expect(JSON.stringify(entry)).not.toMatch(/Léa|Martin/);
    expect((await familyRefundPolicy(services.db, booking.token, before(2)))?.policy).toEqual({
      kind: "cancelled",
      refund: { status: "refunded", amount: PAID },
    });
  });

  test("cancelling twice, or two cancels at once, cancel once and refund once", async () => {
    const booking = await aBooking();
    const seats = await groupSeats();
    const answers = await Promise.all([
      cancelByFamily(services, booking.token, before(3)),
      cancelByFamily(services, booking.token, before(3)),
      cancelBooking(services, admin, booking.id, { kind: "full" }),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toHaveLength(2);
    expect(await cancelByFamily(services, booking.token, before(3))).toEqual({
      ok: false,
      refusal: "already-cancelled",
    });
    expect(await groupSeats()).toBe(seats - 1);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect(await providerRefunds(booking.providerId)).toBe(1);
    expect(await mailsOf(booking.id, "booking-cancelled")).toHaveLength(1);
  });

  test("a booking waiting for a group is refunded in full; a free one is cancelled without refund", async () => {
    const waiting = await aBooking({ groupId: null });
    expect(await cancelByFamily(services, waiting.token, after(100))).toMatchObject({
      ok: true,
      value: { withdrawn: false, refund: { amount: PAID } },
    });
    const free = await aBooking({ free: true });
    expect(await cancelByFamily(services, free.token, before(1))).toEqual({
      ok: true,
      value: { withdrawn: false, refund: null },
    });
    expect((await bookingOf(free.id)).status).toBe("cancelled");
    expect(await refundsOf(free.id)).toHaveLength(0);
  });

  test("too late, or a forged token, changes nothing", async () => {
    const booking = await aBooking();
    const seats = await groupSeats();
    expect(await cancelByFamily(services, booking.token, before(1))).toEqual({
      ok: false,
      refusal: "not-allowed",
    });
    expect(await cancelByFamily(services, booking.token, after(1))).toEqual({
      ok: false,
      refusal: "not-allowed",
    });
    for (const forged of [`${booking.token.slice(0, -2)}xx`, booking.reference, "", "../admin"])
      expect(await cancelByFamily(services, forged, before(3))).toEqual({ ok: false, refusal: "not-found" });
    expect((await bookingOf(booking.id)).status).toBe("confirmed");
    expect(await groupSeats()).toBe(seats);
    expect(await refundsOf(booking.id)).toHaveLength(0);
  });

  test("a refund the provider refuses: booking cancelled and seat free at once, refund failed, then made by the job", async () => {
    const booking = await aBooking();
    const seats = await groupSeats();
    const refusing = { ...services, payments: { ...services.payments, provider: refusingProvider(1) } };
    expect(await cancelByFamily(refusing, booking.token, before(3))).toEqual({
      ok: true,
      value: { withdrawn: false, refund: { amount: PAID, status: "failed" } },
    });
    expect((await bookingOf(booking.id)).status).toBe("cancelled");
    expect(await groupSeats()).toBe(seats - 1);
    expect((await refundsOf(booking.id))[0]).toMatchObject({ status: "failed", attempts: 1 });
    expect((await getDashboardCounts(database.db, silentLogger)).failedRefunds).toBeGreaterThanOrEqual(1);
    await retryRefunds(refusing);
    expect((await refundsOf(booking.id))[0]).toMatchObject({ status: "refunded", attempts: 2 });
    expect(await providerRefunds(booking.providerId)).toBe(1);
  });
});

describe("the 7-day guarantee", () => {
  test("a request: refund requested, booking still confirmed, family and academy e-mailed, a second request changes nothing", async () => {
    const booking = await aBooking();
    const requestsBefore = (await getDashboardCounts(database.db, silentLogger)).refundRequests!;
    expect(await requestGuarantee(services, booking.token, "  Léa found it too fast.  ", after(2))).toEqual({
      ok: true,
      value: { amount: PAID },
    });
    expect((await bookingOf(booking.id)).status).toBe("confirmed");
    expect(await refundsOf(booking.id)).toEqual([
      expect.objectContaining({ status: "requested", amount: PAID, requestReason: "Léa found it too fast." }),
    ]);
    const [received] = await mailsOf(booking.id, "refund-request-received");
    expect(received?.toAddress).toBe(booking.email);
    expect(received?.subject).toContain("We received your refund request");
    const [notice] = await mailsOf(booking.id, "refund-request-notice");
    expect(notice?.toAddress).toBe("team@academy.test");
    expect(notice?.textBody).toContain("Motif\u00a0: Léa found it too fast.");
    expect(notice?.subject).toMatch(/^Demande de remboursement\u00a0: .+ \(TW-/);
    expect(notice?.textBody).toContain(
      "Une famille qui n'est pas satisfaite après la première séance demande un remboursement\u00a0: à vous de décider.",
    );
    expect((await getDashboardCounts(database.db, silentLogger)).refundRequests).toBe(requestsBefore + 1);
    const { rows } = await listAuditLog(database.db, 1, 5);
    expect(JSON.stringify(rows.find((row) => row.entityId === booking.id))).not.toMatch(/Léa|too fast/);
    expect(await requestGuarantee(services, booking.token, "", after(3))).toEqual({
      ok: false,
      refusal: "already-requested",
    });
    expect(await cancelByFamily(services, booking.token, after(3))).toEqual({
      ok: false,
      refusal: "already-requested",
    });
    expect(await refundsOf(booking.id)).toHaveLength(1);
  });

  test("outside the 7 days, before the start, too long a reason or two requests at once: one request at most", async () => {
    const booking = await aBooking();
    expect(await requestGuarantee(services, booking.token, "", before(3))).toEqual({
      ok: false,
      refusal: "not-allowed",
    });
    expect(await requestGuarantee(services, booking.token, "", after(7.01))).toEqual({
      ok: false,
      refusal: "not-allowed",
    });
    expect(await requestGuarantee(services, booking.token, "x".repeat(1001), after(1))).toEqual({
      ok: false,
      refusal: "reason-too-long",
    });
    expect(await refundsOf(booking.id)).toHaveLength(0);
    const answers = await Promise.all([
      requestGuarantee(services, booking.token, "x".repeat(1000), after(1)),
      requestGuarantee(services, booking.token, "", after(1)),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(await refundsOf(booking.id)).toHaveLength(1);
  });

  test("accepted: cancelled with a full refund, seat free, family e-mailed the amount", async () => {
    const booking = await aBooking();
    await requestGuarantee(services, booking.token, "", after(1));
    const seats = await groupSeats();
    expect(await acceptRefundRequest(services, admin, booking.id)).toEqual({
      ok: true,
      value: { kind: "accepted", amount: PAID, status: "refunded" },
    });
    expect((await bookingOf(booking.id)).status).toBe("cancelled");
    expect(await groupSeats()).toBe(seats - 1);
    expect(await refundsOf(booking.id)).toEqual([
      expect.objectContaining({ status: "refunded", amount: PAID, decidedBy: admin.email }),
    ]);
    expect(await providerRefunds(booking.providerId)).toBe(1);
    expect((await mailsOf(booking.id, "booking-cancelled"))[0]?.textBody).toContain("We are refunding €147 ");
    expect(await acceptRefundRequest(services, admin, booking.id)).toEqual({
      ok: false,
      reason: "already_cancelled",
    });
  });

  test("declined: the booking stays, the request is declined, the family e-mailed, no second request", async () => {
    const booking = await aBooking();
    await requestGuarantee(services, booking.token, "", after(1));
    const seats = await groupSeats();
    expect(await declineRefundRequest(services, admin, booking.id)).toEqual({
      ok: true,
      value: { kind: "declined" },
    });
    expect((await bookingOf(booking.id)).status).toBe("confirmed");
    expect(await groupSeats()).toBe(seats);
    expect(await refundsOf(booking.id)).toEqual([
      expect.objectContaining({ status: "declined", decidedBy: admin.email }),
    ]);
    expect(await providerRefunds(booking.providerId)).toBe(0);
    const [mail] = await mailsOf(booking.id, "refund-request-declined");
    expect(mail?.toAddress).toBe(booking.email);
    expect(mail?.textBody).toContain(`http://academy.test/bookings/${booking.token}`);
    expect(await declineRefundRequest(services, admin, booking.id)).toEqual({
      ok: false,
      reason: "no_request",
    });
    expect(refundRequestRefusalText({ ok: false, reason: "no_request" }, "fr")).toBe(
      "Cette réservation n'a pas de demande de remboursement en attente.",
    );
    expect(refundDecisionText({ kind: "declined" }, "fr")).toBe(
      "Demande refusée\u00a0: la réservation reste confirmée et la famille a été prévenue par e-mail.",
    );
    expect(refundDecisionText({ kind: "accepted", amount: PAID, status: "refunded" }, "fr")).toBe(
      "Demande acceptée\u00a0: réservation annulée, 147,00\u00a0€ remboursés à la famille.",
    );
    expect(refundRequestRefusalText({ ok: false, reason: "already_cancelled" }, "fr")).toBe(
      "Cette réservation est déjà annulée.",
    );
    expect((await familyRefundPolicy(services.db, booking.token, after(2)))?.policy).toEqual({
      kind: "declined",
    });
    expect(await requestGuarantee(services, booking.token, "", after(2))).toEqual({
      ok: false,
      refusal: "not-allowed",
    });
  });

  test("an accept and a decline at once: one decision", async () => {
    const booking = await aBooking();
    await requestGuarantee(services, booking.token, "", after(1));
    const answers = await Promise.all([
      acceptRefundRequest(services, admin, booking.id),
      declineRefundRequest(services, admin, booking.id),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const [refund] = await refundsOf(booking.id);
    const status = (await bookingOf(booking.id)).status;
    expect(refund?.status === "refunded" ? status === "cancelled" : status === "confirmed").toBe(true);
  });
});

test("erasing the teen's details erases what the family wrote with its request too", async () => {
  const booking = await aBooking();
  await requestGuarantee(services, booking.token, "Léa did not like it.", after(1));
  await database.db.transaction((tx) => eraseTeenDetails(tx, [booking.id], after(2)));
  expect(await refundsOf(booking.id)).toEqual([
    expect.objectContaining({ status: "requested", requestReason: null }),
  ]);
});
