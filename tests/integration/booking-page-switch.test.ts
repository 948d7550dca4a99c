import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { switchGroup } from "#server/booking-page/switch-group.server.ts";
import { loadBookingPage } from "#server/booking-page/booking-page.server.ts";
import { cancelBooking } from "#server/refunds/cancel-booking.server.ts";
import { bookingsWithGroup } from "#server/delivery/booking-groups.server.ts";
import { bookingCalendarFile } from "#server/delivery/group-emails.server.ts";
import { auditLog, bookings, emailOutbox, joinLinks, workshopGroups } from "#server/db/schema.server.ts";
import { copyWorkshop, paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { insertGroup } from "#tests/helpers/groups.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());

const aGroup = (id: string, values?: Parameters<typeof insertGroup>[2]) =>
  insertGroup(database.db, id, values);

/** A confirmed booking in a group, its seat counted on the group as the payment core does. */
async function aBooking(groupId: string | null, values: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      workshopId: "goals",
      groupId,
      parentFirstName: "Claire",
      parentEmail: `claire-${Math.random().toString(36).slice(2, 8)}@example.com`,
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      amountPaid: 14700,
      status: "confirmed",
      ...values,
    })
    .returning();
  if (groupId && (values.status ?? "confirmed") === "confirmed")
    await database.db
      .update(workshopGroups)
      .set({ bookedSeats: sql`${workshopGroups.bookedSeats} + 1` })
      .where(eq(workshopGroups.id, groupId));
  return row!;
}

async function seatsOf(groupId: string) {
  const [row] = await database.db
    .select({ booked: workshopGroups.bookedSeats })
    .from(workshopGroups)
    .where(eq(workshopGroups.id, groupId));
  const [{ confirmed } = { confirmed: -1 }] = await database.db
    .select({ confirmed: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.groupId, groupId), eq(bookings.status, "confirmed")));
  return { booked: row!.booked, confirmed };
}

async function bookingRow(id: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

test("a family moves to another open group: seats move, the new dates and .ics are e-mailed, the audit log has no child's name", async () => {
  // Its own workshop: the page offers every open group of the workshop, the other tests' groups too.
  const workshopId = await copyWorkshop(database, "goals");
  // The old group's times changed five times; the new one's never.
  const from = await aGroup("sw-from", { inDays: 10, workshopId, scheduleVersion: 5 });
  const to = await aGroup("sw-to", { inDays: 17, workshopId, videoUrl: "https://meet.example.com/to" });
  const booking = await aBooking(from, { workshopId });
  const [inOld] = await bookingsWithGroup(database.db, [booking.id]);
  expect((await bookingCalendarFile(services.config, inOld!)).content).toContain("SEQUENCE:5");

  const page = await loadBookingPage(database.db, booking.receiptToken);
  expect(page?.switching).toMatchObject({ ok: true, groups: [{ id: to, free: 6 }] });

  expect(await switchGroup(database.db, services.config, booking.receiptToken, to)).toEqual({
    ok: true,
    groupId: to,
  });
  expect((await bookingRow(booking.id)).groupId).toBe(to);
  expect(await seatsOf(from)).toEqual({ booked: 0, confirmed: 0 });
  expect(await seatsOf(to)).toEqual({ booked: 1, confirmed: 1 });

  const [mail] = await database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, "group-switch")));
  expect(mail!.toAddress).toBe(booking.parentEmail);
  expect(mail!.attachments).toHaveLength(1);
  // The same event as before, one sequence higher: the family's calendar replaces the old series.
  const ics = (mail!.attachments[0] as { content: string }).content;
  expect(ics).toContain(`UID:booking-${booking.id}@academy.test`);
  expect(ics).toContain("SEQUENCE:6");
  expect(ics).toContain("METHOD:PUBLISH");
  const [inNew] = await bookingsWithGroup(database.db, [booking.id]);
  expect((await bookingCalendarFile(services.config, inNew!)).content).toContain("SEQUENCE:6");
  expect(mail!.textBody).toContain(`http://academy.test/bookings/${booking.receiptToken}`);
  // The new group's join link for this teen, never the room's raw link.
  const [newLink] = await database.db
    .select({ token: joinLinks.token })
    .from(joinLinks)
    .where(and(eq(joinLinks.bookingId, booking.id), eq(joinLinks.groupId, inNew!.groupId)));
  expect(mail!.textBody).toContain(`http://academy.test/join/${newLink!.token}`);
  expect(mail!.textBody).not.toContain("https://meet.example.com/to");

  // Once the switch's notice, which carried the new group's link, is sent, the page shows that link.
  expect((await loadBookingPage(database.db, booking.receiptToken))?.joinPath).toBeNull();
  await database.db.update(emailOutbox).set({ status: "sent" }).where(eq(emailOutbox.id, mail!.id));
  expect((await loadBookingPage(database.db, booking.receiptToken))?.joinPath).toBe(
    `/join/${newLink!.token}`,
  );

  const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
  expect(entry).toMatchObject({
    actorUserId: "family",
    action: "assign",
    before: { reference: booking.reference, groupId: from },
    after: { reference: booking.reference, groupId: to },
  });
  expect(JSON.stringify(entry)).not.toMatch(/Léa|Martin/);

  // The same form posted again: said clearly, nothing changed, no second e-mail.
  expect(await switchGroup(database.db, services.config, booking.receiptToken, to)).toEqual({
    ok: false,
    reason: "same_group",
  });
  expect(await seatsOf(to)).toEqual({ booked: 1, confirmed: 1 });
  const switches = await database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, "group-switch")));
  expect(switches).toHaveLength(1);
});

test("refused, with nothing changed: cancelled booking, started group, full, closed or started target, another workshop's group, forged link", async () => {
  const from = await aGroup("rf-from", { inDays: 10 });
  const open = await aGroup("rf-open", { inDays: 12 });
  const full = await aGroup("rf-full", { inDays: 12, capacity: 4, bookedSeats: 4 });
  const closed = await aGroup("rf-closed", { inDays: 12, closedAt: new Date() });
  const hidden = await aGroup("rf-hidden", { inDays: 12, isActive: false });
  const started = await aGroup("rf-started", { inDays: -1 });
  const other = await aGroup("rf-other", { inDays: 12, workshopId: "habits" });
  const booking = await aBooking(from);
  const token = booking.receiptToken;
  const attempt = (groupId: string) => switchGroup(database.db, services.config, token, groupId);

  expect(await attempt(full)).toEqual({ ok: false, reason: "full" });
  expect(await attempt(closed)).toEqual({ ok: false, reason: "target_closed" });
  expect(await attempt(hidden)).toEqual({ ok: false, reason: "target_closed" });
  expect(await attempt(started)).toEqual({ ok: false, reason: "target_started" });
  expect(await attempt(other)).toEqual({ ok: false, reason: "other_workshop" });
  expect(await attempt("no-such-group")).toEqual({ ok: false, reason: "other_workshop" });
  expect(await switchGroup(database.db, services.config, "f".repeat(64), open)).toEqual({
    ok: false,
    reason: "not_found",
  });
  expect(await switchGroup(database.db, services.config, booking.reference, open)).toEqual({
    ok: false,
    reason: "not_found",
  });
  expect((await bookingRow(booking.id)).groupId).toBe(from);
  expect(await seatsOf(from)).toEqual({ booked: 1, confirmed: 1 });

  // The page lists the open and the full group (full ones disabled), never closed, hidden, started or other.
  const page = await loadBookingPage(database.db, token);
  const listed = page?.switching.ok
    ? page.switching.groups.filter((group) => group.id.startsWith("rf-")).map((g) => [g.id, g.free])
    : [];
  expect(listed).toEqual([
    [full, 0],
    [open, 6],
  ]);

  // A group that has started holds its families.
  const running = await aGroup("rf-running", { inDays: -2 });
  const inRunning = await aBooking(running);
  expect(await switchGroup(database.db, services.config, inRunning.receiptToken, open)).toEqual({
    ok: false,
    reason: "started",
  });
  expect((await loadBookingPage(database.db, inRunning.receiptToken))?.switching).toEqual({
    ok: false,
    reason: "started",
  });

  const cancelled = await aBooking(from, { status: "cancelled", cancelledAt: new Date() });
  expect(await switchGroup(database.db, services.config, cancelled.receiptToken, open)).toEqual({
    ok: false,
    reason: "cancelled",
  });
  const waiting = await aBooking(null);
  expect(await switchGroup(database.db, services.config, waiting.receiptToken, open)).toEqual({
    ok: false,
    reason: "unassigned",
  });
  expect(await seatsOf(open)).toEqual({ booked: 0, confirmed: 0 });
  const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "assign"));
  expect(entries.filter((entry) => entry.entityId === booking.id)).toEqual([]);
});

test("concurrent switches into a group with one free seat: exactly one wins, the seat counts stay true", async () => {
  const from = await aGroup("race-from", { inDays: 10 });
  const last = await aGroup("race-last", { inDays: 14, capacity: 4, bookedSeats: 3 });
  const families = await Promise.all(Array.from({ length: 6 }, () => aBooking(from)));

  const outcomes = await Promise.all(
    families.map((family) => switchGroup(database.db, services.config, family.receiptToken, last)),
  );
  expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
  expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "full")).toHaveLength(5);
  expect((await seatsOf(last)).booked).toBe(4);
  expect(await seatsOf(from)).toEqual({ booked: 5, confirmed: 5 });
});

test("two families swapping groups at the same moment both move (no deadlock)", async () => {
  const a = await aGroup("swap-a", { inDays: 10 });
  const b = await aGroup("swap-b", { inDays: 11 });
  const inA = await aBooking(a);
  const inB = await aBooking(b);
  const outcomes = await Promise.all([
    switchGroup(database.db, services.config, inA.receiptToken, b),
    switchGroup(database.db, services.config, inB.receiptToken, a),
  ]);
  expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
  expect(await seatsOf(a)).toEqual({ booked: 1, confirmed: 1 });
  expect(await seatsOf(b)).toEqual({ booked: 1, confirmed: 1 });
});

test("a cancellation and a switch of the same booking at the same moment leave a consistent state", async () => {
  for (let round = 0; round < 5; round++) {
    const from = await aGroup(`cs-from-${round}`, { inDays: 10 });
    const to = await aGroup(`cs-to-${round}`, { inDays: 12 });
    const booking = await aBooking(from);
    const [cancelled, switched] = await Promise.all([
      cancelBooking(services, { id: "admin-1", email: "admin@academy.test" }, booking.id),
      switchGroup(database.db, services.config, booking.receiptToken, to),
    ]);
    expect(cancelled.ok).toBe(true);
    const row = await bookingRow(booking.id);
    expect(row.status).toBe("cancelled");
    // Whichever went first, no seat is counted for a cancelled booking, and the booking is where the switch left it.
    expect(row.groupId).toBe(switched.ok ? to : from);
    if (!switched.ok) expect(switched.reason).toBe("cancelled");
    expect(await seatsOf(from)).toEqual({ booked: 0, confirmed: 0 });
    expect(await seatsOf(to)).toEqual({ booked: 0, confirmed: 0 });
  }
});

test("a cancellation sends the family a cancelling calendar file for the booking's sessions", async () => {
  const group = await aGroup("cal-cancel", { inDays: 10, scheduleVersion: 2 });
  const booking = await aBooking(group);
  const waiting = await aBooking(null);
  const admin = { id: "admin-1", email: "admin@academy.test" };
  expect((await cancelBooking(services, admin, booking.id)).ok).toBe(true);
  expect((await cancelBooking(services, admin, waiting.id)).ok).toBe(true);

  const mailOf = async (bookingId: string) =>
    (
      await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, "booking-cancelled")))
    )[0]!;
  const calendars = (await mailOf(booking.id)).attachments.filter((file) => "content" in file);
  expect(calendars).toHaveLength(1);
  expect(calendars[0]).toMatchObject({ contentType: expect.stringContaining("method=CANCEL") });
  const ics = (calendars[0] as { content: string }).content;
  expect(ics).toContain("METHOD:CANCEL");
  expect(ics).toContain("STATUS:CANCELLED");
  expect(ics).toContain(`UID:booking-${booking.id}@academy.test`);
  // Above the SEQUENCE:2 the family was last sent.
  expect(ics).toContain("SEQUENCE:3");
  // A booking that never had a group never had an event.
  expect((await mailOf(waiting.id)).attachments.filter((file) => "content" in file)).toHaveLength(0);
});
