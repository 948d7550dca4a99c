import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as bookingPageAction } from "#app/routes/booking/booking-page.tsx";
import { action as dashboardAction, loader as dashboardLoader } from "#app/routes/admin/dashboard.tsx";
import { createOrPromoteAdmin } from "#server/auth/admin-accounts.server.ts";
import { loadConfig } from "#server/config.server.ts";
import {
  auditLog,
  bookings,
  seatHolds,
  emailOutbox,
  groupClosureOffers,
  invoices,
  refunds,
  testProviderPayments,
  testProviderRefunds,
  waitingList,
  waitlistOffers,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";
import { issueInvoice } from "#server/invoices/issue-invoice.server.ts";
import { closureAction } from "#server/booking-page/closure-choice-action.server.ts";
import { closureChoicesByToken, offerLateClosureChoices } from "#server/groups/closure-offers.server.ts";
import { closeSmallGroup, groupsTooSmall, keepSmallGroup } from "#server/groups/small-groups.server.ts";
import { smallGroupsJob } from "#server/jobs/small-groups-job.server.ts";
import { JOBS } from "#server/jobs/registry.server.ts";
import { familyRefundPolicy } from "#server/refunds/booking-policy.server.ts";
import { refundExpiredClosureChoices } from "#server/refunds/closure-refund.server.ts";
import type { Services } from "#server/services.server.ts";
import { offerFreedSeat } from "#server/waitlist/make-offer.server.ts";
import { saveWorkshop } from "#server/workshops/admin-workshops.server.ts";
import { workshopFormSchema } from "#shared/admin/workshop-form.ts";
import { isoWeekdayOfDate } from "#shared/group-schedule.ts";
import { copyWorkshop, paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { createTestAuth, enrolSecondFactor, TEST_PUBLIC_URL } from "#tests/helpers/test-auth.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
let setup: ReturnType<typeof createTestAuth>;
let context: AppLoadContext;
const admin = { id: "admin-1", email: "admin@academy.test" };
const PAID = 14700;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
  setup = createTestAuth(database.db);
  context = {
    services: { ...services, auth: setup.auth } as unknown as Services,
    cspNonce: "",
    reportError: () => undefined,
    clientIp: "127.0.0.1",
  } as unknown as AppLoadContext;
});
afterAll(() => database.drop());

const tag = () => randomBytes(4).toString("hex");

/** A UTC group of `workshopId` whose first session starts at `start` (four weekly hours, six seats). */
async function aGroup(
  workshopId: string,
  start: Date,
  values: Partial<typeof workshopGroups.$inferInsert> = {},
) {
  const id = `sg-${tag()}`;
  const date = start.toISOString().slice(0, 10);
  await database.db.insert(workshopGroups).values({
    id,
    workshopId,
    capacity: 6,
    timeZone: "UTC",
    weekday: isoWeekdayOfDate(date),
    startTime: start.toISOString().slice(11, 16),
    firstSessionDate: date,
    sessionCount: 4,
    sessionMinutes: 60,
    ...values,
  });
  return id;
}

/** A confirmed booking in the group, paid through the test provider, its seat counted on the group. */
async function aBooking(workshopId: string, groupId: string, language: "en" | "fr" = "en") {
  const email = `parent-${tag()}@example.com`;
  const providerId = `pi_test_${tag()}`;
  await database.db
    .insert(testProviderPayments)
    .values({ id: providerId, kind: "payment_intent", status: "succeeded", amount: PAID });
  const [checkout] = await database.db
    .insert(seatHolds)
    .values({
      kind: "payment_intent",
      provider: "test",
      providerPaymentId: providerId,
      workshopId,
      groupId,
      status: "completed",
      subtotal: PAID,
      amountTotal: PAID,
      customerEmail: email,
      holdExpiresAt: new Date(),
      metadata: { parent_email: email },
    })
    .returning({ id: seatHolds.id });
  const [booking] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${tag().toUpperCase()}`,
      workshopId,
      groupId,
      holdId: checkout!.id,
      parentFirstName: "Claire",
      parentLastName: "Martin",
      parentEmail: email,
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      amountPaid: PAID,
      status: "confirmed",
      language,
    })
    .returning({ id: bookings.id, reference: bookings.reference, token: bookings.receiptToken });
  await database.db
    .update(workshopGroups)
    .set({ bookedSeats: sql`${workshopGroups.bookedSeats} + 1` })
    .where(eq(workshopGroups.id, groupId));
  // Its invoice, as the payment's fulfilment issues it: a refund's credit note corrects it.
  await database.db.transaction((tx) =>
    issueInvoice(tx, services.config.seller, {
      bookingId: booking!.id,
      reference: booking!.reference,
      customerName: "Claire Martin",
      customerEmail: email,
      workshopTitle: "Goal setting",
      dates: "",
      amountPaid: PAID,
      discountAmount: 0,
      discountCode: null,
      paidAt: new Date("2030-01-01T00:00:00Z"),
      language,
    }),
  );
  return { ...booking!, providerId, email };
}

const bookingOf = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const groupOf = async (id: string) =>
  (await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, id)))[0]!;
const offersOf = (bookingId: string) =>
  database.db.select().from(groupClosureOffers).where(eq(groupClosureOffers.bookingId, bookingId));
const mailsOf = (bookingId: string, kind: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, kind)));
const providerRefunds = async (paymentId: string) =>
  (
    await database.db
      .select({ value: count() })
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.paymentId, paymentId))
  )[0]!.value;
const creditNotesOf = (bookingId: string) =>
  database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, "credit_note")));

describe("the dashboard's groups too small to run", () => {
  // Monday 4 March 2030, noon UTC.
  const NOW = new Date("2030-03-04T12:00:00Z");

  test("lists the undecided groups below the minimum whose first session is ahead and within the notice days", async () => {
    const workshopId = await copyWorkshop(database, "goals");
    const edge = await aGroup(workshopId, new Date(NOW.getTime() + 5 * DAY), { bookedSeats: 2 });
    const soon = await aGroup(workshopId, new Date(NOW.getTime() + HOUR), { bookedSeats: 0 });
    const tooFar = await aGroup(workshopId, new Date(NOW.getTime() + 5 * DAY + 60_000), { bookedSeats: 0 });
    const started = await aGroup(workshopId, new Date(NOW.getTime() - 60_000), { bookedSeats: 1 });
    const atMinimum = await aGroup(workshopId, new Date(NOW.getTime() + 2 * DAY), { bookedSeats: 3 });
    const closed = await aGroup(workshopId, new Date(NOW.getTime() + 2 * DAY), { closedAt: NOW });
    const kept = await aGroup(workshopId, new Date(NOW.getTime() + 2 * DAY), { smallGroupDecision: "kept" });
    const hidden = await aGroup(workshopId, new Date(NOW.getTime() + 2 * DAY), { isActive: false });

    const listed = (await groupsTooSmall(database.db, NOW, 5)).filter(
      (group) => group.workshopId === workshopId,
    );
    expect(listed.map((group) => group.id)).toEqual([soon, edge]);
    expect(listed[1]).toMatchObject({
      bookedSeats: 2,
      minTeens: 3,
      firstSessionAt: "2030-03-09T12:00:00.000Z",
    });
    for (const id of [tooFar, started, atMinimum, closed, kept, hidden])
      expect(listed.map((group) => group.id)).not.toContain(id);

    // The workshop's own minimum, and the setting's days.
    await database.db.update(workshops).set({ minTeens: 4 }).where(eq(workshops.id, workshopId));
    const withFour = (await groupsTooSmall(database.db, NOW, 6)).filter(
      (group) => group.workshopId === workshopId,
    );
    expect(withFour.map((group) => group.id)).toEqual([soon, atMinimum, edge, tooFar]);
  });

  test("SMALL_GROUP_NOTICE_DAYS is 5 unless set, and a bad value stops the start", () => {
    expect(loadConfig({}).smallGroupNoticeDays).toBe(5);
    expect(loadConfig({ SMALL_GROUP_NOTICE_DAYS: "8" }).smallGroupNoticeDays).toBe(8);
    expect(() => loadConfig({ SMALL_GROUP_NOTICE_DAYS: "0" })).toThrow(/SMALL_GROUP_NOTICE_DAYS/);
  });

  test("a workshop's minimum is at least 1", async () => {
    const workshopId = await copyWorkshop(database, "goals");
    await expect(
      database.db.update(workshops).set({ minTeens: 0 }).where(eq(workshops.id, workshopId)),
    ).rejects.toThrow();
  });
});

describe("keeping or closing from the dashboard", () => {
  let adminCookie = "";

  const post = (cookie: string, fields: Record<string, string>, origin = TEST_PUBLIC_URL) =>
    new Request(`${TEST_PUBLIC_URL}/admin`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  async function status(promise: Promise<unknown>): Promise<number> {
    try {
      const answer = await promise;
      if (answer && typeof answer === "object" && "init" in answer)
        return (answer as { init: { status?: number } | null }).init?.status ?? 200;
      return 200;
    } catch (error) {
      if (error instanceof Response) return error.status;
      if (error && typeof error === "object" && "init" in error)
        return (error as { init: { status: number } }).init.status;
      throw error;
    }
  }

  beforeAll(async () => {
    await createOrPromoteAdmin(database.db, { email: "boss@academy.test", password: "admin-password" });
    adminCookie = (await enrolSecondFactor(setup, "boss@academy.test", "admin-password")).cookie;
  });

  test("only a signed-in administrator from the site itself decides; nothing changes otherwise", async () => {
    const workshopId = await copyWorkshop(database, "goals");
    const groupId = await aGroup(workshopId, new Date(Date.now() + 3 * DAY));
    const family = await aBooking(workshopId, groupId);
    const close = { intent: "close-small-group", groupId };
    // No session: sent to sign in. Another site's form: refused.
    expect(await status(dashboardAction({ request: post("", close), context, params: {} } as never))).toBe(
      302,
    );
    expect(
      await status(
        dashboardAction({
          request: post(adminCookie, close, "https://evil.example"),
          context,
          params: {},
        } as never),
      ),
    ).toBe(403);
    expect((await groupOf(groupId)).smallGroupDecision).toBeNull();
    expect(await offersOf(family.id)).toEqual([]);

    // The dashboard lists it, then the administrator closes it.
    const page = await dashboardLoader({
      request: new Request(`${TEST_PUBLIC_URL}/admin`, { headers: { Cookie: adminCookie } }),
      context,
      params: {},
    } as never);
    expect(page.smallGroups.groups.map((group) => group.id)).toContain(groupId);
    expect(
      await status(dashboardAction({ request: post(adminCookie, close), context, params: {} } as never)),
    ).toBe(200);
    const group = await groupOf(groupId);
    expect(group).toMatchObject({ smallGroupDecision: "closed" });
    expect(group.closedAt).not.toBeNull();
    expect(await offersOf(family.id)).toHaveLength(1);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, groupId), eq(auditLog.action, "close")));
    expect(entry).toMatchObject({ entity: "group", after: { smallGroupDecision: "closed", families: 1 } });
    // Decided once: a second post (or "keep" after "close") is refused.
    expect(
      await status(
        dashboardAction({
          request: post(adminCookie, { intent: "keep-small-group", groupId }),
          context,
          params: {},
        } as never),
      ),
    ).toBe(409);
    expect((await groupOf(groupId)).smallGroupDecision).toBe("closed");
  });

  test("keeping records the decision on the group, which leaves the list, and nothing happens to its families", async () => {
    const workshopId = await copyWorkshop(database, "goals");
    const start = new Date(Date.now() + 3 * DAY);
    const groupId = await aGroup(workshopId, start);
    const family = await aBooking(workshopId, groupId);
    const listed = async () =>
      (await groupsTooSmall(database.db, new Date(), 5)).some((group) => group.id === groupId);
    expect(await listed()).toBe(true);
    expect(await keepSmallGroup(database.db, admin, groupId)).toEqual({ ok: true, value: null });
    expect(await listed()).toBe(false);
    const group = await groupOf(groupId);
    expect(group).toMatchObject({ smallGroupDecision: "kept", closedAt: null });
    expect(await offersOf(family.id)).toEqual([]);
    expect(await mailsOf(family.id, "group-closed")).toEqual([]);
    expect(await keepSmallGroup(database.db, admin, groupId)).toMatchObject({
      ok: false,
      reason: "already_decided",
    });
  });
});

describe("a closed group's families", () => {
  // The administrator closes the group on Friday 1 March 2030 at 09:00 UTC; it would start on the 4th.
  const CLOSED_AT = new Date("2030-03-01T09:00:00Z");
  const DEADLINE = new Date(CLOSED_AT.getTime() + 48 * HOUR);

  async function closedGroup() {
    const workshopId = await copyWorkshop(database, "goals");
    const small = await aGroup(workshopId, new Date("2030-03-04T16:00:00Z"));
    const other = await aGroup(workshopId, new Date("2030-03-11T16:00:00Z"));
    const full = await aGroup(workshopId, new Date("2030-03-12T16:00:00Z"), { capacity: 1, bookedSeats: 1 });
    const english = await aBooking(workshopId, small, "en");
    const french = await aBooking(workshopId, small, "fr");
    return { workshopId, small, other, full, english, french };
  }

  test("nothing happens to a small group's families without a decision, whatever the job does", async () => {
    const { small, english } = await closedGroup();
    for (const at of [CLOSED_AT, DEADLINE, new Date(DEADLINE.getTime() + 10 * DAY)]) {
      await offerLateClosureChoices(database.db, services.config, at);
      await refundExpiredClosureChoices(services, at);
    }
    expect(await bookingOf(english.id)).toMatchObject({ status: "confirmed", groupId: small });
    expect(await offersOf(english.id)).toEqual([]);
    expect(await mailsOf(english.id, "group-closed")).toEqual([]);
    expect(await providerRefunds(english.providerId)).toBe(0);
    // Its policy is the ordinary one: a day before the start, nothing automatic.
    expect(
      (await familyRefundPolicy(database.db, english.token, new Date("2030-03-03T18:00:00Z")))?.policy,
    ).toMatchObject({ kind: "contact", reason: "too-close-to-start" });
  });

  test("closing stops the sales and e-mails each family once, in its language, with the groups it may move to", async () => {
    const { workshopId, small, other, full, english, french } = await closedGroup();
    // A waiting family has a seat of the group held for it.
    await database.db
      .insert(waitingList)
      .values({ workshopId, parentEmail: `waiting-${tag()}@example.com`, parentFirstName: "Nora" });
    const offerId = await database.db.transaction((tx) =>
      offerFreedSeat(tx, services.config, { workshopId, groupId: small }, `test:${tag()}`, CLOSED_AT),
    );
    expect(offerId).toBeDefined();
    expect(await closeSmallGroup(services, admin, small, CLOSED_AT)).toEqual({
      ok: true,
      value: { families: 2 },
    });
    expect((await groupOf(small)).closedAt?.toISOString()).toBe(CLOSED_AT.toISOString());
    const [offer] = await offersOf(english.id);
    expect(offer).toMatchObject({ groupId: small, resolution: null });
    expect(offer!.deadline.toISOString()).toBe(DEADLINE.toISOString());

    const [mail] = await mailsOf(english.id, "group-closed");
    expect(mail!.subject).toContain("your group will not run");
    expect(mail!.textBody).toContain(`http://academy.test/bookings/${english.token}#group-closed-heading`);
    expect(mail!.textBody).toContain("Mon 11 Mar");
    expect(mail!.textBody).not.toContain("Tue 12 Mar");
    expect(mail!.textBody).toContain("full refund");
    const [frenchMail] = await mailsOf(french.id, "group-closed");
    expect(frenchMail!.subject).toContain("votre groupe n'aura pas lieu");
    expect(frenchMail!.textBody).toContain(
      `http://academy.test/fr/bookings/${french.token}#group-closed-heading`,
    );

    // The group's held seat goes back: its offer ends, nothing passes on (the group is not sold).
    const [offerRow] = await database.db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId!));
    expect(offerRow).toMatchObject({ status: "expired" });
    const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, offerRow!.holdId));
    expect(hold).toMatchObject({ status: "expired" });
    expect(
      await database.db.select().from(waitlistOffers).where(eq(waitlistOffers.groupId, small)),
    ).toHaveLength(1);

    // The page offers the same choices: the open group with a seat, not the full one nor the closed one.
    const choices = await closureChoicesByToken(database.db, english.token, "en", CLOSED_AT);
    expect(choices?.groups.map((group) => group.id)).toEqual([other]);
    expect(choices?.groups.map((group) => group.id)).not.toContain(full);
    // The one policy gives everything back, even within 48 hours of the start (the academy cancelled).
    const dayBefore = new Date("2030-03-03T18:00:00Z");
    expect((await familyRefundPolicy(database.db, english.token, dayBefore))?.policy).toMatchObject({
      kind: "cancel",
      reason: "group-closed",
      amount: PAID,
    });

    // Closing again, or the job's catch-up, sends nothing twice.
    expect(await closeSmallGroup(services, admin, small, CLOSED_AT)).toMatchObject({
      ok: false,
      reason: "already_decided",
    });
    expect(await offerLateClosureChoices(database.db, services.config, CLOSED_AT)).toBe(0);
    expect(await mailsOf(english.id, "group-closed")).toHaveLength(1);
  });

  test("one click moves the family to another group; a second click changes nothing and the job leaves it alone", async () => {
    const { small, other, english } = await closedGroup();
    await closeSmallGroup(services, admin, small, CLOSED_AT);
    const move = () => closureAction(services, english.token, "closure-move", other, "en");
    expect(await move()).toMatchObject({ ok: true, status: 200 });
    expect(await move()).toMatchObject({ ok: true, status: 200 });
    expect(await bookingOf(english.id)).toMatchObject({ status: "confirmed", groupId: other });
    expect((await groupOf(other)).bookedSeats).toBe(1);
    expect((await groupOf(small)).bookedSeats).toBe(1);
    expect(await mailsOf(english.id, "group-switch")).toHaveLength(1);
    expect((await offersOf(english.id))[0]).toMatchObject({ resolution: "moved" });
    expect(await closureChoicesByToken(database.db, english.token, "en", CLOSED_AT)).toBeNull();

    await refundExpiredClosureChoices(services, new Date(DEADLINE.getTime() + HOUR));
    expect(await bookingOf(english.id)).toMatchObject({ status: "confirmed", groupId: other });
    expect(await providerRefunds(english.providerId)).toBe(0);
  });

  test("the booking page's buttons are same-origin posts: another site's is refused and changes nothing", async () => {
    const { small, other, english } = await closedGroup();
    await closeSmallGroup(services, admin, small, CLOSED_AT);
    const post = (origin: string, fields: Record<string, string>) =>
      bookingPageAction({
        request: new Request(`${TEST_PUBLIC_URL}/bookings/${english.token}`, {
          method: "POST",
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
        context,
        params: { token: english.token },
      } as never);
    const refused = await post("https://evil.example", { intent: "closure-refund" }).catch(
      (error: unknown) => error as { init: { status: number } },
    );
    expect(refused).toMatchObject({ init: { status: 403 } });
    expect((await bookingOf(english.id)).status).toBe("confirmed");

    const moved = await post(TEST_PUBLIC_URL, { intent: "closure-move", groupId: other });
    expect(moved).toMatchObject({ data: { ok: true }, init: { status: 200 } });
    expect((await bookingOf(english.id)).groupId).toBe(other);
  });

  test("one click refunds everything with a credit note; a second click changes nothing", async () => {
    const { small, french } = await closedGroup();
    await closeSmallGroup(services, admin, small, CLOSED_AT);
    const refund = () => closureAction(services, french.token, "closure-refund", null, "fr");
    const [first, second] = [await refund(), await refund()];
    expect(first).toMatchObject({ ok: true, status: 200 });
    expect(second).toMatchObject({ ok: true, status: 200 });
    expect((await bookingOf(french.id)).status).toBe("cancelled");
    const rows = await database.db.select().from(refunds).where(eq(refunds.bookingId, french.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: PAID, status: "refunded" });
    expect(await providerRefunds(french.providerId)).toBe(1);
    const notes = await creditNotesOf(french.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.content.corrects?.reason).toBe("group-closed");
    expect(await mailsOf(french.id, "booking-cancelled")).toHaveLength(1);
    expect((await offersOf(french.id))[0]).toMatchObject({ resolution: "refunded" });
    expect((await groupOf(small)).bookedSeats).toBe(1);
  });

  test("the job refunds each family that chose nothing once its 48 hours are over, once, whatever two processes do", async () => {
    const { small, english, french } = await closedGroup();
    await closeSmallGroup(services, admin, small, CLOSED_AT);
    // The French family moves; the English one does nothing.
    const [other] = (await closureChoicesByToken(database.db, french.token, "fr", CLOSED_AT))!.groups;
    await closureAction(services, french.token, "closure-move", other!.id, "fr");

    expect(await refundExpiredClosureChoices(services, new Date(DEADLINE.getTime() - 1))).toEqual({
      refunded: 0,
    });
    expect((await bookingOf(english.id)).status).toBe("confirmed");

    // Two processes at the deadline (other tests' families are due too), then a retry a day later.
    await Promise.all([
      refundExpiredClosureChoices(services, DEADLINE),
      refundExpiredClosureChoices(services, DEADLINE),
    ]);
    await refundExpiredClosureChoices(services, new Date(DEADLINE.getTime() + DAY));
    expect((await bookingOf(english.id)).status).toBe("cancelled");
    expect(await providerRefunds(english.providerId)).toBe(1);
    expect(await database.db.select().from(refunds).where(eq(refunds.bookingId, english.id))).toMatchObject([
      { amount: PAID, status: "refunded" },
    ]);
    expect(await creditNotesOf(english.id)).toHaveLength(1);
    expect(await mailsOf(english.id, "booking-cancelled")).toHaveLength(1);
    expect((await offersOf(english.id))[0]).toMatchObject({ resolution: "refunded" });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, english.id), eq(auditLog.action, "cancel")));
    expect(entry).toMatchObject({ actorUserId: "system" });
    expect((await bookingOf(french.id)).status).toBe("confirmed");
    expect(await providerRefunds(french.providerId)).toBe(0);
  });

  test("a family booked into the group after it closed gets its choice from the job, once", async () => {
    const { small, english } = await closedGroup();
    await closeSmallGroup(services, admin, small, CLOSED_AT);
    const late = await aBooking((await bookingOf(english.id)).workshopId, small);
    const later = new Date(CLOSED_AT.getTime() + HOUR);
    await Promise.all([
      offerLateClosureChoices(database.db, services.config, later),
      offerLateClosureChoices(database.db, services.config, later),
    ]);
    const [offer] = await offersOf(late.id);
    expect(offer!.deadline.toISOString()).toBe(new Date(later.getTime() + 48 * HOUR).toISOString());
    expect(await mailsOf(late.id, "group-closed")).toHaveLength(1);
  });

  test("the small-groups job is on the queue every five minutes", () => {
    expect(smallGroupsJob).toMatchObject({ name: "small-groups", schedule: "*/5 * * * *", runAtStart: true });
    expect(JOBS).toContain(smallGroupsJob);
  });
});

describe("the workshop's minimum in the back-office form", () => {
  const form = (fields: Record<string, string>) =>
    workshopFormSchema("fr").safeParse({
      title: "Atelier",
      description: "Un atelier.",
      duration: "4 semaines",
      price: "147",
      maxSeats: "6",
      ageMin: "10",
      ageMax: "16",
      ...fields,
    });

  test("is a whole number from 1 to the maximum seats, kept when a form leaves it out", async () => {
    expect(form({ minTeens: "4" })).toMatchObject({ success: true, data: { minTeens: 4 } });
    expect(form({ minTeens: "6" })).toMatchObject({ success: true, data: { minTeens: 6 } });
    for (const minTeens of ["0", "7", "2,5", "deux"]) {
      const parsed = form({ minTeens });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ["minTeens"],
        message: "Le minimum doit être un entier entre 1 et le nombre de places maximum",
      });
    }

    const created = form({ minTeens: "4" });
    const saved = await saveWorkshop(database.db, admin, created.data!);
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.value.id : "";
    const minTeensOf = async () =>
      (await database.db.select().from(workshops).where(eq(workshops.id, id)))[0]!.minTeens;
    expect(await minTeensOf()).toBe(4);
    // A form (or client) without the field leaves the workshop's minimum as it was.
    await saveWorkshop(database.db, admin, { ...form({}).data!, id });
    expect(await minTeensOf()).toBe(4);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "create")));
    expect(entry!.after).toMatchObject({ minTeens: 4 });
  });
});
