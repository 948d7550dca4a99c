import { randomBytes } from "node:crypto";
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createBookingPayment } from "#server/bookings/booking-payment.server.ts";
import { createDatabase } from "#server/db/client.server.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  invoices,
  refunds,
  workshopGroups,
} from "#server/db/schema.server.ts";
import { nextDocumentNumber } from "#server/invoices/document-number.server.ts";
import { issueInvoice } from "#server/invoices/issue-invoice.server.ts";
import { renderInvoicePdf } from "#server/invoices/invoice-pdf.server.ts";
import { confirmTestPaymentIntent } from "#server/bookings/test-customer.server.ts";
import { cancelByFamily } from "#server/refunds/family-refunds.server.ts";
import { withdrawByStatement } from "#server/refunds/withdrawal-statement.server.ts";
import { bookingPaymentAnswerOf } from "#shared/booking-payment-answer.ts";
import { agreedFields, paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
const HOUR = 60 * 60 * 1000;
const tag = () => randomBytes(4).toString("hex");

/** A group of the seeded "goals" workshop whose first session starts `hours` from now (UTC zone). */
async function aGroup(hours: number) {
  const start = new Date(Date.now() + hours * HOUR);
  const id = `lawful-${tag()}`;
  await database.db.insert(workshopGroups).values({
    id,
    workshopId: "goals",
    capacity: 6,
    bookedSeats: 0,
    timeZone: "UTC",
    weekday: start.getUTCDay() === 0 ? 7 : start.getUTCDay(),
    startTime: `${String(start.getUTCHours()).padStart(2, "0")}:00`,
    firstSessionDate: start.toISOString().slice(0, 10),
    sessionCount: 4,
    sessionMinutes: 60,
  });
  return id;
}

const aForm = (groupId: string, consent: Record<string, string> = agreedFields) => ({
  ...consent,
  groupId,
  teenFirstName: "Léo",
  teenLastName: "Dupont",
  teenAge: "13",
  parentFirstName: "Marie",
  parentLastName: "Dupont",
  parentEmail: `marie-${tag()}@example.com`,
});

const start = async (groupId: string, consent?: Record<string, string>) =>
  bookingPaymentAnswerOf(
    await createBookingPayment(services, { workshopId: "goals", formData: aForm(groupId, consent) }),
    services.config.contactEmail,
  );

/** Starts and pays a booking through the test provider; answers the booking row. */
async function aPaidBooking(groupId: string) {
  const answer = await start(groupId);
  if (answer.status !== 200) throw new Error(`payment start refused: ${JSON.stringify(answer.body)}`);
  const intentId = answer.body.payment_intent_id;
  await confirmTestPaymentIntent(services, intentId, answer.body.client_secret, "4242424242424242");
  const [hold] = await database.db
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(eq(seatHolds.providerPaymentId, intentId));
  const [booking] = await database.db.select().from(bookings).where(eq(bookings.holdId, hold!.id));
  return booking!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());

describe("terms accepted where a family pays", () => {
  test("without the terms ticked nothing is held: a 400 with a clear message", async () => {
    const groupId = await aGroup(30 * 24);
    const answer = await start(groupId, {});
    expect(answer).toMatchObject({
      status: 400,
      body: { code: "terms_not_accepted", error: "Please read and accept the terms of sale before paying." },
    });
    const held = await database.db.select().from(seatHolds).where(eq(seatHolds.groupId, groupId));
    expect(held).toHaveLength(0);
  });

  test("a group starting within 14 days needs the express request; a later one does not", async () => {
    const soon = await aGroup(30);
    expect(await start(soon, { acceptTerms: "on" })).toMatchObject({
      status: 400,
      body: { code: "express_request_needed" },
    });
    expect((await database.db.select().from(seatHolds).where(eq(seatHolds.groupId, soon))).length).toBe(0);
    const later = await aGroup(30 * 24);
    expect((await start(later, { acceptTerms: "on" })).status).toBe(200);
    const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.groupId, later));
    expect(hold).toMatchObject({ termsVersion: "2026-11-27", expressRequestAt: null });
    expect(hold!.termsAcceptedAt).toBeInstanceOf(Date);
  });

  test("the accepted version and the express request are kept with the booking", async () => {
    const booking = await aPaidBooking(await aGroup(30));
    expect(booking.status).toBe("confirmed");
    expect(booking.termsVersion).toBe("2026-11-27");
    expect(booking.expressRequestAt).toBeInstanceOf(Date);
  });
});

describe("invoices and credit notes", () => {
  test("a paid booking gets an invoice with the law's mentions, attached to its confirmation", async () => {
    const booking = await aPaidBooking(await aGroup(20 * 24));
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
    expect(invoice).toMatchObject({
      kind: "invoice",
      total: booking.amountPaid,
      customerName: "Marie Dupont",
    });
    expect(invoice!.number).toMatch(/^F\d{4}-\d{6}$/);
    const text = pdfText(await renderInvoicePdf(invoice!));
    for (const mention of [
      invoice!.number,
      "SIREN 000000000",
      "Teen Growth Academy (SAMPLE)",
      "TVA non applicable, art. 293 B du CGI",
      "Marie Dupont",
      booking.reference,
      "Goal Setting",
      "€147",
      "Paid by card on",
    ])
      expect(text).toContain(mention);
    // The parent's name, never the teen's.
    expect(text).not.toContain("Léo");
    await expect
      .poll(async () => {
        const [mail] = await database.db
          .select({ attachments: emailOutbox.attachments })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, "booking-confirmation")));
        return mail?.attachments;
      })
      .toContainEqual({ invoiceId: invoice!.id });
  });

  test("an issued invoice cannot be changed or deleted", async () => {
    const booking = await aPaidBooking(await aGroup(20 * 24));
    await expect(
      database.db.update(invoices).set({ total: 1 }).where(eq(invoices.bookingId, booking.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(invoices).where(eq(invoices.bookingId, booking.id))).rejects.toThrow();
  });

  test(
    "500 invoices issued at once from two pools are numbered without a gap; a rollback uses no number",
    { timeout: 60_000 },
    async () => {
      // A year of its own, so the series starts at 1 whatever other tests issued.
      const paidAt = new Date("2031-06-01T12:00:00Z");
      // Two processes' pools, sized so the test measures the numbering, not a wait for a connection.
      const first = createDatabase(database.url, silentLogger, { max: 20 });
      const second = createDatabase(database.url, silentLogger, { max: 20 });
      try {
        const rows = await database.db
          .insert(bookings)
          .values(
            Array.from({ length: 500 }, (_, index) => ({
              reference: `TW-9${String(index).padStart(5, "0")}`,
              workshopId: "goals",
              parentFirstName: "Parent",
              parentEmail: `p${index}@example.com`,
              teenFirstName: "Teen",
              amountPaid: 14700,
              status: "confirmed" as const,
            })),
          )
          .returning({ id: bookings.id, reference: bookings.reference });
        const issue = (pool: typeof database.db, row: { id: string; reference: string }) =>
          pool.transaction((tx) =>
            issueInvoice(tx, services.config.seller, {
              bookingId: row.id,
              reference: row.reference,
              customerName: "Parent",
              customerEmail: "p@example.com",
              workshopTitle: "Goal Setting",
              dates: "",
              amountPaid: 14700,
              discountAmount: 0,
              discountCode: null,
              paidAt,
              language: "en",
            }),
          );
        const rollback = (pool: typeof database.db) =>
          pool
            .transaction(async (tx) => {
              await nextDocumentNumber(tx, "F", paidAt);
              throw new Error("rolled back");
            })
            .catch(() => "rolled back");
        // Every confirmation at once, each process working through them with all its connections
        // (as its requests would): 20 workers a pool, one connection each, so no transaction waits on
        // the pool's own connection timeout. A rollback after every 12 issues, so later invoices come
        // after numbers given back.
        const work = rows.flatMap((row, index) => [
          (pool: typeof database.db) => issue(pool, row),
          ...(index % 12 === 0 ? [(pool: typeof database.db) => rollback(pool)] : []),
        ]);
        await Promise.all(
          Array.from({ length: 40 }, async (_, worker) => {
            const pool = worker % 2 ? second.db : first.db;
            for (let job = work.shift(); job; job = work.shift()) await job(pool);
          }),
        );
        const numbers = (
          await database.db
            .select({ number: invoices.number })
            .from(invoices)
            .where(like(invoices.number, "F2031-%"))
            .orderBy(asc(invoices.number))
        ).map((row) => row.number);
        expect(numbers).toEqual(
          Array.from({ length: 500 }, (_, index) => `F2031-${String(index + 1).padStart(6, "0")}`),
        );
      } finally {
        await Promise.all([first.pool.end(), second.pool.end()]);
      }
    },
  );
});

describe("the 14-day withdrawal", () => {
  test("a withdrawal before the first session refunds in full and issues a credit note naming the invoice", async () => {
    const booking = await aPaidBooking(await aGroup(30));
    const outcome = await cancelByFamily(services, booking.receiptToken, new Date());
    expect(outcome).toMatchObject({
      ok: true,
      value: { withdrawn: true, refund: { amount: booking.amountPaid } },
    });
    const documents = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.bookingId, booking.id))
      .orderBy(asc(invoices.number));
    const invoice = documents.find((document) => document.kind === "invoice")!;
    const creditNote = documents.find((document) => document.kind === "credit_note")!;
    expect(creditNote.number).toMatch(/^A\d{4}-\d{6}$/);
    expect(creditNote).toMatchObject({ correctsId: invoice.id, total: booking.amountPaid });
    expect(pdfText(await renderInvoicePdf(creditNote))).toContain(`Corrects invoice ${invoice.number}`);
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({ amount: booking.amountPaid });
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, "booking-cancelled")));
    expect(mail!.subject).toContain("Withdrawal acknowledged");
    // The family's proof names the moment with its zone, the group's, as the booking page does.
    expect(mail!.textBody).toMatch(
      /We received your withdrawal from booking TW-\d{6} \(.+\) on \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}(:\d{2})? [AP]M UTC time\./,
    );
    expect(mail!.attachments).toContainEqual({ invoiceId: creditNote.id });
  });

  test("after sessions held at the family's request, the sessions held are kept, pro rata", async () => {
    const booking = await aPaidBooking(await aGroup(30));
    // Eight days later: the first two weekly sessions were held.
    const outcome = await cancelByFamily(
      services,
      booking.receiptToken,
      new Date(Date.now() + 8 * 24 * HOUR + 31 * HOUR),
    );
    expect(outcome).toMatchObject({
      ok: true,
      value: { withdrawn: true, refund: { amount: booking.amountPaid / 2 } },
    });
  });

  test("the withdrawal form withdraws the booking its reference and e-mail name; a wrong pair changes nothing", async () => {
    const booking = await aPaidBooking(await aGroup(10 * 24));
    const form = { reference: booking.reference, email: booking.parentEmail, name: "Marie Dupont" };
    expect(
      await withdrawByStatement(services, { ...form, email: "other@example.com" }, "192.0.2.1", new Date()),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await withdrawByStatement(services, form, "192.0.2.1", new Date())).toEqual({
      ok: true,
      amount: booking.amountPaid,
    });
    expect(await withdrawByStatement(services, form, "192.0.2.1", new Date())).toEqual({
      ok: false,
      reason: "not_allowed",
    });
  });
});
