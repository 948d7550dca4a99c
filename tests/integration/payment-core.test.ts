import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import {
  bookings,
  seatHolds,
  discountCodes,
  emailOutbox,
  invoices,
  workshopGroups,
  testProviderPayments,
  workshops,
} from "#server/db/schema.server.ts";
import { freePort } from "#server/db/embedded.server.ts";
import { deliverDueEmails } from "#server/email/outbox.server.ts";
import { sessionDatesText } from "#shared/group-schedule.ts";
import { createMailTransport } from "#server/email/transport.server.ts";
import { cancelPayment } from "#server/seats/cancel-payment.server.ts";
import { fulfilPayment } from "#server/bookings/fulfil-payment.server.ts";
import { placeHold } from "#server/seats/holds.server.ts";
import { paymentStatus } from "#server/bookings/payment-status.server.ts";
import { startPayment } from "#server/bookings/start-payment.server.ts";
import { confirmTestPaymentIntent, payTestCheckout } from "#server/bookings/test-customer.server.ts";
import {
  aParent,
  copyWorkshop,
  paymentTestServices,
  seedCatalogue,
  setOptionSeats,
  agreed,
} from "#tests/helpers/payments.ts";
import { startSmtpSink } from "#tests/helpers/smtp-sink.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  await database.db.delete(bookings);
  await database.db.delete(seatHolds);
  await database.db.update(workshops).set({ bookedSeats: 0 });
  await setOptionSeats(database, "option1", 3);
  await setOptionSeats(database, "option3", 2);
});

const checkoutFor = (groupId: string, details = aParent()) =>
  startPayment(services, {
    consent: agreed,
    kind: "checkout",
    workshopId: "productivity",
    groupId,
    details,
    successUrl: "http://academy.test/productivity-workshop/success?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://academy.test/productivity-workshop/cancelled?checkout={HOLD_ID}",
  });

test("50 concurrent checkouts for a group with 2 spots left hold at most 2 seats; every other start is answered sold out (or busy)", async () => {
  const answers = await Promise.all(Array.from({ length: 50 }, () => checkoutFor("option3")));
  const ok = answers.filter((answer) => answer.ok);
  const soldOut = answers.filter((answer) => !answer.ok && answer.reason === "sold_out");
  // On a loaded machine a start may wait past the seat lane's bound and be answered "busy" (429)
  // instead (docs/decisions/019-bursts-and-holds.md); no other answer, and never a third hold.
  const busy = answers.filter((answer) => !answer.ok && answer.reason === "busy");
  expect(ok.length + soldOut.length + busy.length).toBe(50);
  expect(ok.length).toBeGreaterThan(0);
  expect(ok.length).toBeLessThanOrEqual(2);
  if (busy.length === 0) expect(ok).toHaveLength(2);
  const holds = await database.db
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.groupId, "option3"), eq(seatHolds.status, "open")));
  expect(holds).toHaveLength(ok.length);
  // The amount is the database price, whatever the caller thought.
  expect(holds.every((hold) => hold.amountTotal === 27000)).toBe(true);
});

test("an expired hold frees its seat, and a cancelled one at once", async () => {
  await setOptionSeats(database, "option3", 1);
  const first = await checkoutFor("option3");
  expect(first.ok).toBe(true);
  expect(await checkoutFor("option3")).toMatchObject({ ok: false, reason: "sold_out" });
  await database.db
    .update(seatHolds)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(seatHolds.id, first.ok ? first.hold.id : ""));
  const second = await checkoutFor("option3");
  expect(second.ok).toBe(true);
  expect(await checkoutFor("option3")).toMatchObject({ ok: false, reason: "sold_out" });
  expect(await cancelPayment(services, second.ok ? second.hold.id : "")).toBe(true);
  expect((await checkoutFor("option3")).ok).toBe(true);
});

test("paying on the test provider's page confirms one booking, counts the seat, queues one e-mail", async () => {
  const details = aParent();
  const started = await checkoutFor("option1", details);
  if (!started.ok) throw new Error("no hold");
  expect(started.url).toMatch(/^http:\/\/academy\.test\/test-checkout\/cs_test_/);

  expect(await payTestCheckout(services, started.providerId, "4000 0000 0000 0002")).toEqual({
    ok: false,
    error: "Your card was declined.",
  });
  expect(await database.db.select().from(bookings)).toHaveLength(0);

  const paid = await payTestCheckout(services, started.providerId, "4242 4242 4242 4242");
  expect(paid).toEqual({
    ok: true,
    redirectTo: `http://academy.test/productivity-workshop/success?session_id=${started.providerId}`,
  });
  const [booking] = await database.db.select().from(bookings);
  expect(booking).toMatchObject({
    status: "confirmed",
    amountPaid: 27000,
    parentFirstName: "Marie",
    parentLastName: "Dupont",
    parentEmail: details.parentEmail,
    teenFirstName: "Léo",
    teenAge: 14,
    groupId: "option1",
    specialRequests: "Loves drawing",
  });
  expect(booking!.reference).toMatch(/^TW-\d{6}$/);
  const [group] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, "option1"));
  expect(group!.bookedSeats).toBe(1);
  const mails = await database.db.select().from(emailOutbox);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toContain(booking!.reference);
  expect(mails[0]!.textBody).toContain("Mondays, 4-week run, 4-5 PM EST");
  // The stored texts say no date: the group's own dates follow them.
  expect(mails[0]!.textBody).toContain(`4-5 PM EST (${sessionDatesText(group!, "en")})`);

  // The success page asking again changes nothing.
  const status = await paymentStatus(services, started.providerId);
  expect(status).toMatchObject({ state: "paid", booking: { reference: booking!.reference }, email: "sent" });
  expect(await database.db.select().from(bookings)).toHaveLength(1);
  expect(await database.db.select().from(emailOutbox)).toHaveLength(1);
});

test("30 starts at once with a code limited to 3 uses, on 30 workshops (30 seat rows): exactly 3 hold the code", async () => {
  const rows = await Promise.all(Array.from({ length: 30 }, () => copyWorkshop(database, "goals")));
  const [code] = await database.db
    .insert(discountCodes)
    .values({ code: `THREE${Date.now()}`, discountType: "fixed", discountValue: 1000, maxUses: 3 })
    .returning();
  const discount = { codeId: code!.id, code: code!.code, amount: 1000 };
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, n) =>
      startPayment(services, {
        consent: agreed,
        kind: "payment_intent",
        workshopId: rows[n]!,
        details: aParent(),
        discount,
      }),
    ),
  );
  const reasons = answers.map((answer) => (answer.ok ? "held" : answer.reason));
  // Under load a start may be told "busy" (429); never another answer, and never a fourth use.
  expect(reasons.every((reason) => ["held", "discount_used_up", "busy"].includes(reason))).toBe(true);
  expect(reasons.filter((reason) => reason === "held")).toHaveLength(3);
  const held = await database.db.select().from(seatHolds).where(eq(seatHolds.discountCodeId, code!.id));
  expect(held).toHaveLength(3);
});

test("a code without a use limit is not locked by a hold (a launch's one promotional code does not queue every start); a limited one is", async () => {
  const codes = await database.db
    .insert(discountCodes)
    .values([
      { code: `OPEN${Date.now()}`, discountType: "fixed", discountValue: 1000 },
      { code: `LIMITED${Date.now()}`, discountType: "fixed", discountValue: 1000, maxUses: 5 },
    ])
    .returning();
  const [unlimited, limited] = codes as [(typeof codes)[0], (typeof codes)[0]];
  const start = (code: typeof unlimited, workshopId: string) =>
    startPayment(services, {
      consent: agreed,
      kind: "payment_intent",
      workshopId,
      details: aParent(),
      discount: { codeId: code.id, code: code.code, amount: 1000 },
    });
  // Another transaction keeps both codes' rows locked as an update of them does (an administrator's
  // edit, say; a hold's insert still takes its key-share lock for the foreign key beside it).
  const blocker = await database.pool.connect();
  try {
    await blocker.query("begin");
    await blocker.query("select id from discount_codes where id = any($1) for no key update", [
      [unlimited.id, limited.id],
    ]);
    // Answered while the row is still locked: had it waited, the hold's lock timeout would answer "busy".
    const free = await start(unlimited, await copyWorkshop(database, "goals"));
    expect(free.ok).toBe(true);

    const waiting = start(limited, await copyWorkshop(database, "goals"));
    // The limited code's hold waits for the row: seen as a backend waiting on a lock.
    await expect
      .poll(async () => {
        const rows = await database.pool.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        return rows.rows[0].n;
      })
      .toBeGreaterThan(0);
    await blocker.query("commit");
    expect((await waiting).ok).toBe(true);
  } finally {
    await blocker.query("rollback").catch(() => undefined);
    blocker.release();
  }
});

test("a payment intent with a limited discount code: one use reserved per hold, counted once when paid", async () => {
  const [code] = await database.db
    .insert(discountCodes)
    .values({ code: `ONCE${Date.now()}`, discountType: "fixed", discountValue: 5000, maxUses: 1 })
    .returning();
  const discount = { codeId: code!.id, code: code!.code, amount: 5000 };
  const first = await startPayment(services, {
    consent: agreed,
    kind: "payment_intent",
    workshopId: "habits",
    details: aParent(),
    discount,
  });
  if (!first.ok) throw new Error(first.reason);
  expect(first.hold).toMatchObject({ subtotal: 24700, discountAmount: 5000, amountTotal: 19700 });
  expect(first.clientSecret).toBeTruthy();
  expect(
    await startPayment(services, {
      consent: agreed,
      kind: "payment_intent",
      workshopId: "habits",
      details: aParent(),
      discount,
    }),
  ).toEqual({ ok: false, reason: "discount_used_up" });

  expect(await confirmTestPaymentIntent(services, first.providerId, "wrong", "4242424242424242")).toEqual({
    error: { message: "No such payment." },
  });
  expect(
    await confirmTestPaymentIntent(services, first.providerId, first.clientSecret!, "4000000000000002"),
  ).toEqual({
    error: { message: "Your card was declined." },
  });
  expect(
    await confirmTestPaymentIntent(services, first.providerId, first.clientSecret!, "4242424242424242"),
  ).toEqual({
    status: "succeeded",
  });
  const [booking] = await database.db.select().from(bookings);
  expect(booking).toMatchObject({
    workshopId: "habits",
    amountPaid: 19700,
    discountAmount: 5000,
    discountCode: code!.code,
  });
  const [used] = await database.db.select().from(discountCodes).where(eq(discountCodes.id, code!.id));
  expect(used!.usedCount).toBe(1);
  const [workshop] = await database.db.select().from(workshops).where(eq(workshops.id, "habits"));
  expect(workshop!.bookedSeats).toBe(1);
});

test("a late payment takes a free seat if there is one, otherwise it is refunded and the waiting list offered", async () => {
  await setOptionSeats(database, "option3", 1);
  const late = await checkoutFor("option3");
  if (!late.ok) throw new Error("no hold");
  await database.db
    .update(seatHolds)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(seatHolds.id, late.hold.id));
  const other = await checkoutFor("option3");
  expect(other.ok).toBe(true);

  // The late one pays: the only seat is held by someone else.
  const payment = {
    id: late.providerId,
    kind: "checkout" as const,
    status: "paid" as const,
    amount: 27000,
    currency: "eur",
    customerEmail: null,
    metadata: {},
    paymentIntentId: "pi_test_late",
  };
  // The test provider refunds through the payment's intent id.
  await database.db
    .update(testProviderPayments)
    .set({ paymentIntentId: "pi_test_late" })
    .where(eq(testProviderPayments.id, late.providerId));
  expect(await fulfilPayment(services, payment)).toMatchObject({ status: "refunded" });
  expect(await fulfilPayment(services, payment)).toMatchObject({ status: "refunded" });
  expect(await database.db.select().from(bookings)).toHaveLength(0);
  const mails = await database.db.select().from(emailOutbox);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.textBody).toContain("http://academy.test/workshops/productivity/waitlist");

  // With a free seat, a late payment is seated.
  await setOptionSeats(database, "option3", 3);
  const lateAgain = await checkoutFor("option3");
  if (!lateAgain.ok) throw new Error("no hold");
  await database.db.update(seatHolds).set({ status: "expired" }).where(eq(seatHolds.id, lateAgain.hold.id));
  expect(await fulfilPayment(services, { ...payment, id: lateAgain.providerId })).toMatchObject({
    status: "confirmed",
  });
});

test("no seat is held for a total between zero and a card's €0.50 minimum; €0.50 is held", async () => {
  try {
    await database.db.update(workshops).set({ price: 49 }).where(eq(workshops.id, "productivity"));
    expect(await checkoutFor("option1")).toEqual({ ok: false, reason: "below_card_minimum" });
    expect(await database.db.select().from(seatHolds)).toHaveLength(0);
    await database.db.update(workshops).set({ price: 50 }).where(eq(workshops.id, "productivity"));
    expect(await checkoutFor("option1")).toMatchObject({ ok: true, hold: { amountTotal: 50 } });
  } finally {
    await database.db.update(workshops).set({ price: 27000 }).where(eq(workshops.id, "productivity"));
  }
});

test("a discount covering the whole price books at once, without a provider, counted like a paid one", async () => {
  const [code] = await database.db
    .insert(discountCodes)
    .values({ code: `FULL${Date.now()}`, discountType: "percentage", discountValue: 100, maxUses: 1 })
    .returning();
  const providerPayments = async () => (await database.db.select().from(testProviderPayments)).length;
  const before = await providerPayments();
  const started = await startPayment(services, {
    consent: agreed,
    kind: "payment_intent",
    workshopId: "habits",
    details: aParent(),
    discount: { codeId: code!.id, code: code!.code, amount: 24700 },
  });
  if (!started.ok) throw new Error(started.reason);
  expect(started).toMatchObject({
    free: true,
    hold: { subtotal: 24700, discountAmount: 24700, amountTotal: 0 },
  });
  expect(await providerPayments()).toBe(before);
  const [booking] = await database.db.select().from(bookings);
  expect(booking).toMatchObject({
    workshopId: "habits",
    amountPaid: 0,
    discountAmount: 24700,
    discountCode: code!.code,
    status: "confirmed",
  });
  const [used] = await database.db.select().from(discountCodes).where(eq(discountCodes.id, code!.id));
  expect(used!.usedCount).toBe(1);
  const [workshop] = await database.db.select().from(workshops).where(eq(workshops.id, "habits"));
  expect(workshop!.bookedSeats).toBe(1);
  expect(await database.db.select().from(emailOutbox)).toHaveLength(1);
  expect(await paymentStatus(services, started.providerId)).toMatchObject({
    state: "paid",
    booking: { reference: booking!.reference },
  });
});

test("a checkout whose price is zero goes straight to its success url, the booking confirmed", async () => {
  try {
    await database.db.update(workshops).set({ price: 0 }).where(eq(workshops.id, "productivity"));
    const started = await checkoutFor("option1");
    if (!started.ok) throw new Error(started.reason);
    expect(started.url).toBe(
      `http://academy.test/productivity-workshop/success?session_id=${started.providerId}`,
    );
    expect(await paymentStatus(services, started.providerId)).toMatchObject({
      state: "paid",
      session: { amount_total: 0 },
    });
  } finally {
    await database.db.update(workshops).set({ price: 27000 }).where(eq(workshops.id, "productivity"));
  }
});

test("placeHold refuses an unknown group or a mismatched workshop", async () => {
  const request = {
    kind: "checkout" as const,
    provider: "test",
    customerEmail: "a@example.com",
    metadata: () => ({}),
    holdMinutes: 30,
  };
  expect(await placeHold(database.db, { ...request, workshopId: "productivity", groupId: "nope" })).toEqual({
    ok: false,
    reason: "not_bookable",
  });
  expect(await placeHold(database.db, { ...request, workshopId: "habits", groupId: "option1" })).toEqual({
    ok: false,
    reason: "not_bookable",
  });
});

test("with the SMTP server down the confirmation is retried and delivered once it is back; the booking is unaffected", async () => {
  const details = aParent();
  const started = await checkoutFor("option1", details);
  if (!started.ok) throw new Error("no hold");
  await payTestCheckout(services, started.providerId, "4242424242424242");
  const [booking] = await database.db.select().from(bookings);
  expect(booking!.status).toBe("confirmed");

  const port = await freePort();
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mailDir: "/nonexistent",
  });
  const from = "Academy <hello@academy.test>";
  const start = new Date(Date.now() + 1000);
  expect(await deliverDueEmails(database.db, transport, silentLogger, { from, now: start })).toEqual({
    claimed: 1,
    sent: 0,
  });
  // The success page says the mail could not be sent (the French warning), the booking stands.
  expect(await paymentStatus(services, started.providerId)).toMatchObject({
    state: "paid",
    email: "failed",
    booking: { reference: booking!.reference },
  });
  expect(await database.db.select().from(bookings)).toHaveLength(1);

  const sink = await startSmtpSink(port);
  try {
    const later = new Date(start.getTime() + 60_000);
    expect(await deliverDueEmails(database.db, transport, silentLogger, { from, now: later })).toEqual({
      claimed: 1,
      sent: 1,
    });
    expect(await deliverDueEmails(database.db, transport, silentLogger, { from, now: later })).toEqual({
      claimed: 0,
      sent: 0,
    });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.subject).toBe(`Booking confirmed: Productivity Mastery (${booking!.reference})`);
    expect(mail!.text).toContain("Mondays, 4-week run, 4-5 PM EST");
    expect(mail!.html).toContain(booking!.reference);
    expect(await paymentStatus(services, started.providerId)).toMatchObject({ email: "sent" });
  } finally {
    await sink.close();
  }
});

test("the confirmation e-mail's receipt link opens only the invoice's PDF, never the booking's page", async () => {
  const started = await checkoutFor("option1");
  if (!started.ok) throw new Error("no hold");
  await payTestCheckout(services, started.providerId, "4242424242424242");
  const [booking] = await database.db.select().from(bookings);
  const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, booking!.id));
  const [mail] = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, "booking-confirmation"));
  const receiptUrl = `${services.config.publicUrl}/invoices/${invoice!.token}`;
  expect(invoice!.token).not.toBe(booking!.receiptToken);
  // The success page's receipt is the same invoice.
  expect(await paymentStatus(services, started.providerId)).toMatchObject({
    state: "paid",
    booking: { receiptToken: booking!.receiptToken, invoiceToken: invoice!.token },
  });
  expect(mail!.textBody).toContain(`Download your receipt (PDF): ${receiptUrl}`);
  expect(mail!.html).toContain(`href="${receiptUrl}"`);
  expect(mail!.html).toContain("Download Receipt");
  // No receipt address carrying the booking page's secret.
  expect(mail!.textBody).not.toContain(`/receipts/${booking!.receiptToken}`);
  expect(mail!.html).not.toContain(`/receipts/${booking!.receiptToken}`);
});
