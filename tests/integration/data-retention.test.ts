import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { loadConfig } from "#server/config.server.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  invoices,
  newsletterSubscribers,
  refunds,
  testProviderPayments,
  workshopGroups,
  waitingList,
} from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { eraseTeenDetailsNow } from "#server/privacy/admin-erasure.server.ts";
import { erasureRefusalText } from "#shared/admin/erasure-answer.ts";
import { bookingDataExport } from "#server/privacy/booking-export.server.ts";
import { invoiceByToken } from "#server/invoices/find-invoices.server.ts";
import { renderInvoicePdf } from "#server/invoices/invoice-pdf.server.ts";
import { issueCreditNote, issueInvoice } from "#server/invoices/issue-invoice.server.ts";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { applyRetention } from "#server/privacy/retention.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
const NOW = new Date("2026-11-23T03:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const actor = { id: "admin-1", email: "admin@academy.test" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  // The seed's own rows are not part of these cases.
  await database.db.delete(waitingList);
  await database.db.delete(newsletterSubscribers);
});
afterAll(() => database.drop());

const services = () => ({ db: database.db, config: loadConfig({}), logger: silentLogger });
const tag = () => randomBytes(4).toString("hex");

async function aBooking(values: Partial<typeof bookings.$inferInsert>) {
  const providerId = `pi_test_${tag()}`;
  await database.db.insert(testProviderPayments).values({
    id: providerId,
    kind: "payment_intent",
    status: "succeeded",
    amount: 14700,
    metadata: { teen_first_name: "Léa", teen_age: "13", parent_email: "p@example.com" },
  });
  const [checkout] = await database.db
    .insert(seatHolds)
    .values({
      kind: "payment_intent",
      provider: "test",
      providerPaymentId: providerId,
      workshopId: "goals",
      status: "completed",
      subtotal: 14700,
      amountTotal: 14700,
      customerEmail: "p@example.com",
      holdExpiresAt: NOW,
      metadata: {
        teen_first_name: "Léa",
        teen_name: "Léa Martin",
        additional_info: "Asthma",
        parent_email: "p@example.com",
      },
    })
    .returning({ id: seatHolds.id });
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${tag().toUpperCase()}`,
      workshopId: "goals",
      holdId: checkout!.id,
      parentFirstName: "Claire",
      parentLastName: "Martin",
      parentEmail: "p@example.com",
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      specialRequests: "Asthma",
      amountPaid: 14700,
      status: "confirmed",
      ...values,
    })
    .returning();
  await database.db.insert(emailOutbox).values({
    kind: "booking-confirmation",
    toAddress: "p@example.com",
    subject: `Booking confirmed (${row!.reference})`,
    html: "<p>Léa's place</p>",
    textBody: "Léa's place",
    bookingId: row!.id,
    status: "sent",
  });
  return { ...row!, providerId, checkoutId: checkout!.id };
}

const bookingRow = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

test("the retention job erases what is past its limit, keeps the accounts' data, and touches nothing else", async () => {
  const old = await aBooking({ status: "cancelled", cancelledAt: daysAgo(91) });
  const recent = await aBooking({ status: "cancelled", cancelledAt: daysAgo(89) });
  const live = await aBooking({ status: "confirmed", createdAt: daysAgo(400) });
  await database.db.insert(waitingList).values([
    {
      workshopId: "goals",
      parentEmail: "old-wait@example.com",
      teenFirstName: "Tom",
      createdAt: daysAgo(370),
    },
    { workshopId: "goals", parentEmail: "new-wait@example.com", createdAt: daysAgo(300) },
  ]);
  await database.db.insert(newsletterSubscribers).values([
    { email: "unconfirmed-old@example.com", subscribedAt: daysAgo(31) },
    { email: "unconfirmed-new@example.com", subscribedAt: daysAgo(29) },
    { email: "confirmed-old@example.com", confirmed: true, subscribedAt: daysAgo(2000) },
    {
      email: "left-long-ago@example.com",
      confirmed: true,
      subscribedAt: daysAgo(2000),
      unsubscribedAt: daysAgo(1100),
    },
    {
      email: "left-lately@example.com",
      confirmed: true,
      subscribedAt: daysAgo(2000),
      unsubscribedAt: daysAgo(1000),
    },
  ]);

  expect(await applyRetention(services(), NOW)).toEqual({
    teens: 1,
    waitingList: 1,
    unconfirmedNewsletter: 1,
    unsubscribedNewsletter: 1,
  });

  const erased = await bookingRow(old.id);
  expect(erased).toMatchObject({
    teenFirstName: "",
    teenLastName: "",
    teenAge: null,
    specialRequests: null,
    teenDetailsErasedAt: NOW,
    // The accounts keep these.
    reference: old.reference,
    amountPaid: 14700,
    parentFirstName: "Claire",
    parentEmail: "p@example.com",
    status: "cancelled",
  });
  expect(erased.createdAt).toEqual(old.createdAt);
  const [checkout] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, old.checkoutId));
  expect(checkout!.metadata).toEqual({ parent_email: "p@example.com" });
  const [payment] = await database.db
    .select()
    .from(testProviderPayments)
    .where(eq(testProviderPayments.id, old.providerId));
  expect(payment!.metadata).toEqual({ parent_email: "p@example.com" });
  const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, old.id));
  expect(mail).toMatchObject({ html: "", textBody: "", toAddress: "p@example.com" });

  for (const kept of [recent, live]) {
    expect(await bookingRow(kept.id)).toMatchObject({
      teenFirstName: "Léa",
      teenAge: 13,
      specialRequests: "Asthma",
    });
    const [keptMail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, kept.id));
    expect(keptMail!.textBody).toBe("Léa's place");
  }
  expect((await database.db.select().from(waitingList)).map((row) => row.parentEmail)).toEqual([
    "new-wait@example.com",
  ]);
  expect((await database.db.select().from(newsletterSubscribers)).map((row) => row.email).sort()).toEqual([
    "confirmed-old@example.com",
    "left-lately@example.com",
    "unconfirmed-new@example.com",
  ]);

  const { rows } = await listAuditLog(database.db, 1, 20);
  expect(rows.find((row) => row.entityId === old.id)).toMatchObject({
    action: "erase",
    entity: "booking",
    after: { reference: old.reference, rule: "cancelled" },
  });
  const trail = JSON.stringify(rows);
  for (const secret of ["Léa", "Tom", "Asthma", "old-wait@example.com", "unconfirmed-old@example.com"])
    expect(trail).not.toContain(secret);

  // A second run finds nothing more to do.
  expect(await applyRetention(services(), NOW)).toEqual({
    teens: 0,
    waitingList: 0,
    unconfirmedNewsletter: 0,
    unsubscribedNewsletter: 0,
  });
});

test("the retention job keeps a booking's invoice and credit note, whole and downloadable, naming the parent only", async () => {
  const booking = await aBooking({ status: "cancelled", cancelledAt: daysAgo(91) });
  const { seller } = loadConfig({});
  const invoice = await database.db.transaction((tx) =>
    issueInvoice(tx, seller, {
      bookingId: booking.id,
      reference: booking.reference,
      customerName: "Claire Martin",
      customerEmail: "p@example.com",
      workshopTitle: "Goal setting",
      dates: "",
      amountPaid: 14700,
      discountAmount: 0,
      discountCode: null,
      paidAt: daysAgo(120),
      language: "en",
    }),
  );
  const [refund] = await database.db
    .insert(refunds)
    .values({ bookingId: booking.id, amount: 14700, status: "refunded", idempotencyKey: tag() })
    .returning({ id: refunds.id });
  const creditNote = await database.db.transaction((tx) =>
    issueCreditNote(tx, seller, {
      bookingId: booking.id,
      refundId: refund!.id,
      amount: 14700,
      reason: "cancellation",
      at: daysAgo(91),
    }),
  );
  const stored = () => database.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
  const before = await stored();
  expect(before).toHaveLength(2);

  await applyRetention(services(), NOW);

  expect((await bookingRow(booking.id)).teenDetailsErasedAt).toEqual(NOW);
  // Not a byte changed (the table's trigger refuses any UPDATE or DELETE on it anyway).
  expect(await stored()).toEqual(before);
  for (const document of [invoice!, creditNote!]) {
    const found = await invoiceByToken(database.db, document.token);
    expect(found?.number).toBe(document.number);
    const text = pdfText(await renderInvoicePdf(found!));
    expect(text).toContain(document.number);
    expect(text).toContain("Claire Martin");
    expect(text).not.toContain("Léa");
  }
});

test("a group's families keep their teen's details until RETENTION_DAYS after its last session", async () => {
  const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);
  // Four weekly sessions: the last one is 21 days after the first.
  const group = (id: string, lastSessionDaysAgo: number) => ({
    id,
    workshopId: "goals",
    capacity: 6,
    weekday: 1,
    startTime: "16:00",
    firstSessionDate: day(lastSessionDaysAgo + 21),
    sessionCount: 4,
    sessionMinutes: 60,
    timeZone: "America/New_York",
  });
  await database.db.insert(workshopGroups).values([group("ended-long-ago", 91), group("ended-lately", 89)]);
  const past = await aBooking({ groupId: "ended-long-ago" });
  const recent = await aBooking({ groupId: "ended-lately" });

  const result = await applyRetention({ ...services(), config: loadConfig({ RETENTION_DAYS: "90" }) }, NOW);
  expect(result.teens).toBe(1);
  expect(await bookingRow(past.id)).toMatchObject({ teenFirstName: "", teenAge: null, status: "confirmed" });
  expect(await bookingRow(recent.id)).toMatchObject({ teenFirstName: "Léa", teenAge: 13 });
  const { rows } = await listAuditLog(database.db, 1, 50);
  expect(rows.find((row) => row.entityId === past.id)).toMatchObject({ after: { rule: "group_ended" } });

  // A shorter setting reaches the other group too.
  const shorter = await applyRetention({ ...services(), config: loadConfig({ RETENTION_DAYS: "30" }) }, NOW);
  expect(shorter.teens).toBe(1);
  expect(await bookingRow(recent.id)).toMatchObject({ teenFirstName: "" });
});

test("an administrator erases early only a cancelled booking, and says why not otherwise", async () => {
  const live = await aBooking({});
  expect(await eraseTeenDetailsNow(database.db, actor, live.id, NOW)).toEqual({
    ok: false,
    reason: "still_live",
  });
  expect((await bookingRow(live.id)).teenFirstName).toBe("Léa");

  const cancelled = await aBooking({ status: "cancelled", cancelledAt: daysAgo(1) });
  expect(await eraseTeenDetailsNow(database.db, actor, cancelled.id, NOW)).toEqual({
    ok: true,
    value: undefined,
  });
  expect(await bookingRow(cancelled.id)).toMatchObject({
    teenFirstName: "",
    teenAge: null,
    reference: cancelled.reference,
  });
  expect(await eraseTeenDetailsNow(database.db, actor, cancelled.id, NOW)).toEqual({
    ok: false,
    reason: "already_erased",
  });
  expect(await eraseTeenDetailsNow(database.db, actor, "not-an-id", NOW)).toEqual({
    ok: false,
    reason: "not_found",
  });
  const { rows } = await listAuditLog(database.db, 1, 5);
  expect(rows[0]).toMatchObject({ actorEmail: actor.email, action: "erase", entityId: cancelled.id });
  expect(JSON.stringify(rows[0])).not.toContain("Léa");
  expect(erasureRefusalText({ ok: false, reason: "still_live" }, "fr")).toBe(
    "Impossible d'effacer les données de l'adolescent\u00a0: la réservation est toujours active et les coachs ont besoin de son nom pendant les séances. Annulez d'abord la réservation.",
  );
  expect(erasureRefusalText({ ok: false, reason: "already_erased" }, "fr")).toBe(
    "Les données de l'adolescent sont déjà effacées.",
  );
});

test("the export holds everything about the booking, without the secrets that open it", async () => {
  const booking = await aBooking({});
  const data = await bookingDataExport(database.db, booking.id, NOW);
  expect(data).toMatchObject({
    exportedAt: NOW.toISOString(),
    booking: {
      reference: booking.reference,
      teenFirstName: "Léa",
      teenAge: 13,
      parentEmail: "p@example.com",
    },
    workshop: { id: "goals" },
    payment: { provider: "test", amountTotal: 14700, formData: { teen_first_name: "Léa" } },
    refunds: [],
    emails: [{ kind: "booking-confirmation", text: "Léa's place" }],
  });
  expect(JSON.stringify(data)).not.toContain(booking.receiptToken);
  expect(await bookingDataExport(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  const ids = (
    await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.id, [booking.id]))
  ).length;
  expect(ids).toBe(1);
});
