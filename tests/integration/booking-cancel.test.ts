import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { cancelBooking } from "#server/refunds/cancel-booking.server.ts";
import { bookings, emailOutbox, workshopGroups, waitingList, workshops } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { copyWorkshop, paymentTestServices } from "#tests/helpers/payments.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
const actor = { id: "admin-1", email: "admin@academy.test" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());

async function aBooking(reference: string, values: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference,
      workshopId: "goals",
      parentFirstName: "Claire",
      parentLastName: "Martin",
      parentEmail: `${reference.toLowerCase()}@example.com`,
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      amountPaid: 14700,
      status: "confirmed",
      ...values,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/**
 * A copy of the seeded "goals" workshop and of the productivity group "option2", with the seats given:
 * the seat counts a test reads are its own, whatever another test cancelled before it, and no other
 * test's waiting list (on the seeded workshops) is offered their freed seat.
 */
async function ownSeats(booked: { goals: number; option2: number }) {
  const goals = await copyWorkshop(database, "goals");
  await database.db.update(workshops).set({ bookedSeats: booked.goals }).where(eq(workshops.id, goals));
  const [seeded] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, "option2"));
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...group } = seeded!;
  const option2 = `option2-${randomBytes(4).toString("hex")}`;
  await database.db.insert(workshopGroups).values({ ...group, id: option2, bookedSeats: booked.option2 });
  return { goals, option2 };
}

const seats = async (own: { goals: string; option2: string }) => ({
  goals: (await database.db.select().from(workshops).where(eq(workshops.id, own.goals)))[0]!.bookedSeats,
  option2: (await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, own.option2)))[0]!
    .bookedSeats,
});
const statusOf = async (id: string) =>
  (await database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!
    .status;

test("a confirmed booking is cancelled once: its seat is free again and the audit log says who did it", async () => {
  const own = await ownSeats({ goals: 2, option2: 1 });
  const id = await aBooking("TW-100001", { workshopId: own.goals });
  expect(await cancelBooking(services, actor, id)).toEqual({
    ok: true,
    value: { waitlistTold: 0, refund: null },
  });
  expect(await statusOf(id)).toBe("cancelled");
  expect(await seats(own)).toEqual({ goals: 1, option2: 1 });
  expect(await cancelBooking(services, actor, id)).toEqual({
    ok: false,
    reason: "already_cancelled",
  });
  expect(await seats(own)).toEqual({ goals: 1, option2: 1 });
  const { rows } = await listAuditLog(database.db, 1, 10);
  expect(rows[0]).toMatchObject({
    actorEmail: actor.email,
    action: "cancel",
    entity: "booking",
    entityId: id,
    before: { reference: "TW-100001", status: "confirmed" },
    after: { reference: "TW-100001", status: "cancelled" },
  });
});

test("a productivity booking gives its seat back to its group; a pending one had no seat to give", async () => {
  const own = await ownSeats({ goals: 1, option2: 1 });
  const grouped = await aBooking("TW-100002", { workshopId: "productivity", groupId: own.option2 });
  expect(await cancelBooking(services, actor, grouped)).toMatchObject({ ok: true });
  expect(await seats(own)).toEqual({ goals: 1, option2: 0 });
  const pending = await aBooking("TW-100003", { workshopId: own.goals, status: "pending" });
  expect(await cancelBooking(services, actor, pending)).toMatchObject({ ok: true });
  expect(await statusOf(pending)).toBe("cancelled");
  expect(await seats(own)).toEqual({ goals: 1, option2: 0 });
});

test("an unknown or malformed id changes nothing", async () => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", ""])
    expect(await cancelBooking(services, actor, id)).toEqual({
      ok: false,
      reason: "not_found",
    });
});

test("a freed place is offered by e-mail to the first family on the workshop's waiting list only", async () => {
  await database.db.insert(waitingList).values([
    // Sign-up order decides who is first (one statement would give both the same time).
    { workshopId: "habits", parentEmail: "first@example.com", createdAt: new Date(Date.now() - 2000) },
    { workshopId: "habits", parentEmail: "second@example.com", createdAt: new Date(Date.now() - 1000) },
    { workshopId: "goals", parentEmail: "other-workshop@example.com" },
  ]);
  const wakesBefore = services.wakes();
  const id = await aBooking("TW-100004", { workshopId: "habits" });
  expect(await cancelBooking(services, actor, id)).toEqual({
    ok: true,
    value: { waitlistTold: 1, refund: null },
  });
  const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "waitlist-offer"));
  expect(mails.map((mail) => mail.toAddress)).toEqual(["first@example.com"]);
  expect(mails[0]!.subject).toBe("A place is held for you in Healthy Habits");
  expect(mails[0]!.textBody).toMatch(/http:\/\/academy\.test\/booking\/habits\?offer=[0-9a-f]{64}/);
  expect(services.wakes()).toBe(wakesBefore + 1);

  // A pending booking had no place to free: nobody is told.
  const pending = await aBooking("TW-100005", { workshopId: "habits", status: "pending" });
  expect(await cancelBooking(services, actor, pending)).toEqual({
    ok: true,
    value: { waitlistTold: 0, refund: null },
  });
  expect(
    await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "waitlist-offer")),
  ).toHaveLength(1);
});

test("an administrator's cancellation e-mails the parent once, in English, with the reference, the workshop and the contact address for refunds", async () => {
  // Its own Healthy Habits: a seat freed on the seeded one would go to the waiting list another test reads.
  const habits = await copyWorkshop(database, "habits");
  const id = await aBooking("TW-100006", { workshopId: habits, parentEmail: "parent-told@example.com" });
  const wakesBefore = services.wakes();
  expect(await cancelBooking(services, actor, id)).toMatchObject({ ok: true });
  expect(services.wakes()).toBe(wakesBefore + 1);
  // A second attempt is refused and queues nothing more.
  expect(await cancelBooking(services, actor, id)).toMatchObject({ ok: false });
  const mails = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, "parent-told@example.com"));
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({
    kind: "booking-cancelled",
    bookingId: id,
    subject: "Your booking TW-100006 for Healthy Habits is cancelled",
  });
  expect(mails[0]!.textBody).toContain("Your booking TW-100006 for Healthy Habits is cancelled.");
  expect(mails[0]!.textBody).toContain(
    "For a refund, or any question about this cancellation, contact us at contact@academy.test.",
  );
  expect(mails[0]!.html).toContain("contact@academy.test");
  // A pending booking's parent is told too: the booking they started is no longer held.
  const pending = await aBooking("TW-100007", { status: "pending", parentEmail: "pending-told@example.com" });
  expect(await cancelBooking(services, actor, pending)).toMatchObject({ ok: true });
  expect(
    await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "pending-told@example.com")),
  ).toHaveLength(1);
});
