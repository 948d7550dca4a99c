import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { action as bookingIntent } from "#app/routes/booking/api-create-payment-intent.ts";
import {
  bookings,
  seatHolds,
  discountCodes,
  emailOutbox,
  invoices,
  testProviderPayments,
  workshopGroups,
} from "#server/db/schema.server.ts";
import { cancelByFamily } from "#server/refunds/family-refunds.server.ts";
import { bookingCsvBatches, searchBookings } from "#server/bookings/admin-bookings.server.ts";
import { bookingDataExport } from "#server/privacy/booking-export.server.ts";
import { eraseTeenDetails } from "#server/privacy/erase-teen-details.server.ts";
import { listRoster } from "#server/groups/group-roster.server.ts";
import { issueCreditNote } from "#server/invoices/issue-invoice.server.ts";
import { startPayment } from "#server/bookings/start-payment.server.ts";
import { confirmTestPaymentIntent } from "#server/bookings/test-customer.server.ts";
import type { Services } from "#server/services.server.ts";
import { discountRefusalText } from "#shared/discount-messages.ts";
import { aParent, agreed, paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { insertGroup } from "#tests/helpers/groups.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

// Brothers and sisters booked in one order (docs/decisions/026-orders-for-several-teens.md): one
// hold of N seats, all or none, then N bookings sharing one payment, e-mail and invoice.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
});
afterAll(() => database.drop());

let addresses = 0;
const nextAddress = () => `10.27.${(++addresses >> 8) & 255}.${addresses & 255}`;

function post(json: unknown, services: Services) {
  const request = new Request("http://academy.test/api", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://academy.test" },
    body: JSON.stringify(json),
  });
  return bookingIntent({
    request,
    context: { services, clientIp: nextAddress(), reportError: () => undefined },
    params: {},
  } as never);
}

const SIBLINGS = [
  { first: "Léo", last: "Dupont", age: "13" },
  { first: "Zoé", last: "Dupont", age: "11" },
  { first: "Hugo", last: "Dupont", age: "15" },
  { first: "Lina", last: "Dupont", age: "10" },
];

/** The booking form's body for `teens` brothers and sisters (the first teen's fields as ever). */
function orderBody(groupId: string, teens: number, email: string, discountCode = "") {
  const formData: Record<string, string> = {
    teenFirstName: SIBLINGS[0]!.first,
    teenLastName: SIBLINGS[0]!.last,
    teenAge: SIBLINGS[0]!.age,
    parentFirstName: "Marie",
    parentLastName: "Dupont",
    parentEmail: email,
    groupId,
    discountCode,
  };
  for (let n = 2; n <= teens; n++) {
    const teen = SIBLINGS[n - 1]!;
    formData[`teen${n}FirstName`] = teen.first;
    formData[`teen${n}LastName`] = teen.last;
    formData[`teen${n}Age`] = teen.age;
  }
  return { acceptTerms: true, expressRequest: true, workshopId: "goals", formData };
}

const newGroup = (capacity: number) =>
  insertGroup(database.db, `siblings-${Math.random().toString(36).slice(2, 10)}`, { capacity });

const openSeats = async (groupId: string) =>
  (
    await database.db
      .select({ seats: sql<number>`coalesce(sum(${seatHolds.seats}), 0)::int` })
      .from(seatHolds)
      .where(and(eq(seatHolds.groupId, groupId), eq(seatHolds.status, "open")))
  )[0]!.seats;

test("1,000 orders of 1 to 3 teens at once on a 6-seat group hold and book at most 6 seats, never part of an order", async () => {
  const services = paymentTestServices(database, {
    HOLDS_PER_IP: "100000",
    HOLDS_PER_EMAIL: "100000",
  }) as unknown as Services;
  const groupId = await newGroup(6);
  await Promise.all(Array.from({ length: 10 }, () => database.pool.query("select 1")));
  const teensOf = (n: number) => (n % 3) + 1;
  const emailOf = (n: number) => `order-${n}-${groupId}@example.com`;
  const answers = await Promise.all(
    Array.from({ length: 1000 }, (_, n) => post(orderBody(groupId, teensOf(n), emailOf(n)), services)),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => ![200, 409, 429].includes(status))).toEqual([]);
  const paid = answers.flatMap((answer, n) => (answer.status === 200 ? [n] : []));
  expect(paid.length).toBeGreaterThan(0);

  // Every hold takes exactly its order's seats, and together they never pass the group's six.
  const holds = await database.db
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.groupId, groupId), eq(seatHolds.status, "open")));
  expect(holds).toHaveLength(paid.length);
  for (const hold of holds) {
    const n = paid.find((index) => emailOf(index) === hold.customerEmail)!;
    expect({ seats: hold.seats, amount: hold.amountTotal }).toEqual({
      seats: teensOf(n),
      amount: 14700 * teensOf(n),
    });
  }
  expect(await openSeats(groupId)).toBeLessThanOrEqual(6);

  // Each held order paid at once: every teen of it booked, and the group's count is the bookings'.
  const intents = await Promise.all(
    answers.flatMap((answer) => (answer.status === 200 ? [answer.json()] : [])),
  );
  await Promise.all(
    intents.map((intent: { payment_intent_id: string; client_secret: string }) =>
      confirmTestPaymentIntent(services, intent.payment_intent_id, intent.client_secret, "4242424242424242"),
    ),
  );
  const booked = await database.db.select().from(bookings).where(eq(bookings.groupId, groupId));
  expect(booked.length).toBeLessThanOrEqual(6);
  expect(booked.length).toBe(holds.reduce((sum, hold) => sum + hold.seats, 0));
  for (const hold of holds)
    expect(booked.filter((booking) => booking.holdId === hold.id)).toHaveLength(hold.seats);
  const [group] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, groupId));
  expect(group!.bookedSeats).toBe(booked.length);
});

test("two teens in one payment: two bookings with their own references and pages, one e-mail naming both, one invoice with a line each, one notice to the academy", async () => {
  const services = paymentTestServices(database, {
    NOTIFY_EMAIL: "office@academy.test",
  }) as unknown as Services;
  const groupId = await newGroup(6);
  const email = `two-${groupId}@example.com`;
  const answer = await post(orderBody(groupId, 2, email), services);
  expect(answer.status).toBe(200);
  const intent = (await answer.json()) as {
    payment_intent_id: string;
    client_secret: string;
    finalAmount: number;
  };
  expect(intent.finalAmount).toBe(2 * 14700);
  expect(
    await confirmTestPaymentIntent(
      services,
      intent.payment_intent_id,
      intent.client_secret,
      "4242424242424242",
    ),
  ).toEqual({ status: "succeeded" });

  const rows = await database.db
    .select()
    .from(bookings)
    .where(eq(bookings.parentEmail, email))
    .orderBy(bookings.orderSeat);
  expect(rows.map((row) => [row.teenFirstName, row.teenAge, row.orderSeat, row.amountPaid])).toEqual([
    ["Léo", 13, 1, 14700],
    ["Zoé", 11, 2, 14700],
  ]);
  expect(rows[0]!.holdId).toBe(rows[1]!.holdId);
  expect(rows[0]!.reference).not.toBe(rows[1]!.reference);
  expect(rows[0]!.receiptToken).not.toBe(rows[1]!.receiptToken);
  const [group] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, groupId));
  expect(group!.bookedSeats).toBe(2);

  const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const confirmations = mails.filter((mail) => mail.kind === "booking-confirmation");
  expect(confirmations).toHaveLength(1);
  const text = confirmations[0]!.textBody;
  expect(text).toMatch(/The places of Léo Dupont and Zoé Dupont in .+ are confirmed\./);
  expect(text).toMatch(/^Booking references: TW-\d{6}, TW-\d{6}$/m);
  for (const row of rows) {
    expect(text).toContain(row.reference);
    expect(text).toContain(row.receiptToken);
  }
  // The academy hears of the order once: both references, the order's total.
  const notices = await database.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "new-booking-notice"),
        inArray(emailOutbox.bookingId, [rows[0]!.id, rows[1]!.id]),
      ),
    );
  expect(notices).toHaveLength(1);
  expect(notices[0]!.subject).toContain(`(${rows[0]!.reference}, ${rows[1]!.reference})`);
  expect(notices[0]!.textBody).toContain(`Références\u00a0: ${rows[0]!.reference}, ${rows[1]!.reference}`);
  expect(notices[0]!.textBody).toMatch(/Montant\u00a0: 294,00\u00a0€/);

  const documents = await database.db
    .select()
    .from(invoices)
    .where(
      inArray(
        invoices.bookingId,
        rows.map((row) => row.id),
      ),
    );
  expect(documents).toHaveLength(1);
  expect(documents[0]!.total).toBe(2 * 14700);
  expect(documents[0]!.content.lines.map((line) => line.amount)).toEqual([14700, 14700]);
  expect(documents[0]!.content.lines.map((line) => line.description)).toEqual(
    rows.map((row) => `Goal Setting (${row.reference})`),
  );
  // The invoice is a lasting document: no child's name on it.
  expect(JSON.stringify(documents[0]!.content)).not.toContain("Zoé");

  // The second teen's credit note corrects the order's one invoice, for its own seat.
  const creditNote = await database.db.transaction(async (tx) => {
    const [refund] = await tx
      .execute<{ id: string }>(
        sql`
      insert into refunds (booking_id, amount, status, idempotency_key)
      values (${rows[1]!.id}, 14700, 'refunded', 'siblings-test') returning id`,
      )
      .then((result) => result.rows);
    return issueCreditNote(tx, services.config.seller, {
      bookingId: rows[1]!.id,
      refundId: refund!.id,
      amount: 14700,
      reason: "cancellation",
      at: new Date(),
    });
  });
  expect(creditNote).not.toBeNull();
  const [note] = await database.db.select().from(invoices).where(eq(invoices.id, creditNote!.id));
  expect(note).toMatchObject({ total: 14700, correctsId: documents[0]!.id, bookingId: rows[1]!.id });
  expect(note!.content.bookingReference).toBe(rows[1]!.reference);

  // The back-office's list and CSV file: a row per teen, each saying which teens share its order.
  const listed = await searchBookings(database.db, { q: email, status: null }, 1, 10);
  expect(Object.fromEntries(listed.rows.map((row) => [row.reference, row.orderWith]))).toEqual({
    [rows[0]!.reference]: [rows[1]!.reference],
    [rows[1]!.reference]: [rows[0]!.reference],
  });
  // Each teen's details name the order's one invoice; the second teen's also its own credit note.
  const invoiceNumber = documents[0]!.number;
  expect(
    Object.fromEntries(
      listed.rows.map((row) => [row.reference, row.documents.map((document) => document.number)]),
    ),
  ).toEqual({
    [rows[0]!.reference]: [invoiceNumber],
    [rows[1]!.reference]: [invoiceNumber, note!.number],
  });
  const csv = (await bookingCsvBatches(database.db, { q: email, status: null }, "en").next()).value!;
  expect(csv.map((row) => row.at(-1))).toEqual([rows[0]!.reference, rows[0]!.reference]);

  // The group's roster says the same.
  const roster = await listRoster(database.db, groupId);
  expect(Object.fromEntries(roster.map((row) => [row.teenFirstName, row.orderWith]))).toEqual({
    Léo: [rows[1]!.reference],
    Zoé: [rows[0]!.reference],
  });

  // Each teen's export holds that teen's details, not a brother's or sister's.
  const exported = JSON.stringify(await bookingDataExport(database.db, rows[1]!.id));
  expect(exported).toContain("Zoé");
  expect(exported).not.toContain("Léo");

  // The second teen's details erased: every copy of them goes, the order's e-mail naming both included.
  await database.db
    .update(emailOutbox)
    .set({ status: "sent" })
    .where(eq(emailOutbox.id, confirmations[0]!.id));
  await database.db.transaction((tx) => eraseTeenDetails(tx, [rows[1]!.id], new Date()));
  const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, rows[0]!.holdId!));
  expect(JSON.stringify(hold!.metadata)).not.toContain("Zoé");
  const [sent] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, confirmations[0]!.id));
  expect(sent!.textBody).not.toContain("Zoé");
  const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, rows[0]!.id));
  expect(kept!.teenFirstName).toBe("Léo");
});

test("a code applies to the whole order: its minimum on the order's total, one use for all the teens", async () => {
  const services = paymentTestServices(database) as unknown as Services;
  const groupId = await newGroup(6);
  // A minimum above one seat's price but below two.
  await database.db.insert(discountCodes).values({
    code: `SIBS-${groupId}`,
    discountType: "fixed",
    discountValue: 3000,
    minAmount: 20000,
    maxUses: 1,
    isActive: true,
  });
  const single = await post(orderBody(groupId, 1, `one-${groupId}@example.com`, `SIBS-${groupId}`), services);
  expect({ status: single.status, body: await single.json() }).toEqual({
    status: 422,
    body: { error: discountRefusalText({ reason: "below_minimum", minAmount: 20000 }) },
  });
  const answer = await post(
    orderBody(groupId, 3, `three-${groupId}@example.com`, `SIBS-${groupId}`),
    services,
  );
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ finalAmount: 3 * 14700 - 3000, discountAmount: 3000 });
  // Its one use is held by this order: another family cannot take it meanwhile.
  const other = await post(
    orderBody(groupId, 2, `other-${groupId}@example.com`, `SIBS-${groupId}`),
    services,
  );
  expect({ status: other.status, body: await other.json() }).toEqual({
    status: 422,
    body: { error: discountRefusalText({ reason: "used_up" }) },
  });
});

test("fewer seats left than teens: told how many are left, and nothing is held", async () => {
  const services = paymentTestServices(database) as unknown as Services;
  const groupId = await newGroup(6);
  await database.db.update(workshopGroups).set({ bookedSeats: 5 }).where(eq(workshopGroups.id, groupId));
  const answer = await post(orderBody(groupId, 2, `late-${groupId}@example.com`), services);
  expect(answer.status).toBe(409);
  expect(await answer.json()).toEqual({
    error:
      "Not enough places for your 2 teens in this group (1 spot left). Choose another group, or join the waiting list for all of them.",
    code: "not_enough_seats",
    seatsLeft: 1,
  });
  expect(await openSeats(groupId)).toBe(0);
  // One teen still fits.
  expect((await post(orderBody(groupId, 1, `one-${groupId}@example.com`), services)).status).toBe(200);
});

test("the per-family hold limit counts orders, not seats", async () => {
  const services = paymentTestServices(database, { HOLDS_PER_EMAIL: "2" });
  const groupId = await newGroup(10);
  const parent = aParent();
  const order = (teens: number) =>
    startPayment(services, {
      kind: "payment_intent",
      workshopId: "goals",
      groupId,
      details: {
        ...parent,
        moreTeens: SIBLINGS.slice(1, teens).map((teen) => ({
          firstName: teen.first,
          lastName: teen.last,
          age: Number(teen.age),
        })),
      },
      consent: agreed,
    });
  expect(await order(3)).toMatchObject({ ok: true, hold: { seats: 3 } });
  expect(await order(4)).toMatchObject({ ok: true, hold: { seats: 4 } });
  expect(await order(1)).toEqual({ ok: false, reason: "too_many_holds" });
  expect(await openSeats(groupId)).toBe(7);
});

test("one teen of an order cancelled: its own share refunded by the one policy, a credit note on the order's invoice, the other teens kept", async () => {
  const services = paymentTestServices(database) as unknown as Services;
  const groupId = await newGroup(6);
  const email = `cancel-one-${groupId}@example.com`;
  await database.db.insert(discountCodes).values({
    code: `SPLIT-${groupId}`,
    discountType: "fixed",
    discountValue: 3000,
    isActive: true,
  });
  const answer = await post(orderBody(groupId, 3, email, `SPLIT-${groupId}`), services);
  const intent = (await answer.json()) as { payment_intent_id: string; client_secret: string };
  await confirmTestPaymentIntent(
    services,
    intent.payment_intent_id,
    intent.client_secret,
    "4242424242424242",
  );
  const order = () =>
    database.db.select().from(bookings).where(eq(bookings.parentEmail, email)).orderBy(bookings.orderSeat);
  const [first, second, third] = await order();
  // The discount is shared by the seats: each teen paid its share.
  expect([first, second, third].map((row) => [row!.amountPaid, row!.discountAmount])).toEqual([
    [13700, 1000],
    [13700, 1000],
    [13700, 1000],
  ]);

  const cancelled = await cancelByFamily(services, second!.receiptToken, new Date());
  expect(cancelled).toMatchObject({ ok: true, value: { refund: { amount: 13700, status: "refunded" } } });
  expect((await order()).map((row) => row.status)).toEqual(["confirmed", "cancelled", "confirmed"]);
  const [group] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, groupId));
  expect(group!.bookedSeats).toBe(2);
  const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, first!.id));
  const [note] = await database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, second!.id), eq(invoices.kind, "credit_note")));
  expect(note).toMatchObject({ total: 13700, correctsId: invoice!.id });
  expect(note!.content.bookingReference).toBe(second!.reference);

  // A second teen of the same payment is refunded its share too: two partial refunds of one payment.
  expect(await cancelByFamily(services, first!.receiptToken, new Date())).toMatchObject({
    ok: true,
    value: { refund: { amount: 13700, status: "refunded" } },
  });
  const [payment] = await database.db
    .select()
    .from(testProviderPayments)
    .where(eq(testProviderPayments.id, intent.payment_intent_id));
  expect(payment!.amountRefunded).toBe(2 * 13700);
});
