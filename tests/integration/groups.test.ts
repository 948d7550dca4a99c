import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { groupRefusalText } from "#shared/admin/group-answer.ts";
import { groupFormSchema, groupTexts, type GroupFormInput } from "#shared/admin/group-form.ts";
import { inWords } from "#server/admin/result.server.ts";
import { listAuditLog } from "#server/audit/audit-log.server.ts";
import { auditLog, bookings, seatHolds, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import {
  deleteGroup,
  listWorkshopGroups,
  saveGroup,
  setGroupClosed,
} from "#server/groups/admin-groups.server.ts";
import { assignBookingToGroup, listUnassignedBookings } from "#server/groups/assign-booking.server.ts";
import { copyWorkshop } from "#tests/helpers/payments.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
const actor = { id: "admin-1", email: "admin@academy.test" };
const now = new Date("2026-11-23T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

/** The editor's form, as posted, through its shared schema. */
function form(values: Record<string, string>): GroupFormInput {
  return groupFormSchema("fr").parse({
    workshopId: "goals",
    firstSessionDate: "2026-12-07",
    startTime: "16:00",
    timeZone: "America/New_York",
    capacity: "6",
    sessionCount: "3",
    sessionMinutes: "60",
    videoUrl: "",
    ...values,
  });
}

function formErrors(values: Record<string, string>) {
  const result = groupFormSchema("fr").safeParse({
    workshopId: "goals",
    firstSessionDate: "2026-12-07",
    startTime: "16:00",
    timeZone: "America/New_York",
    capacity: "6",
    sessionCount: "3",
    sessionMinutes: "60",
    ...values,
  });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

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
      teenAge: 13,
      amountPaid: 14700,
      status: "confirmed",
      ...values,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

const groupRow = async (id: string) =>
  (await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, id)))[0]!;

test("an administrator creates a group: the weekday follows its first date, and the change is audited", async () => {
  // Its own workshop: the list below is every group of the workshop, and the other tests add to "goals".
  const workshopId = await copyWorkshop(database, "goals");
  const result = await saveGroup(
    database.db,
    actor,
    form({ workshopId, videoUrl: "https://meet.example.com/goals" }),
    now,
  );
  expect(result.ok).toBe(true);
  const id = result.ok ? result.value.id : "";
  expect(await groupRow(id)).toMatchObject({
    workshopId,
    weekday: 1,
    startTime: "16:00",
    timeZone: "America/New_York",
    firstSessionDate: "2026-12-07",
    capacity: 6,
    videoUrl: "https://meet.example.com/goals",
    closedAt: null,
  });
  const groups = await listWorkshopGroups(database.db, workshopId, now);
  expect(groups.map((group) => [group.id, group.status])).toEqual([[id, "open"]]);
  const [entry] = (await listAuditLog(database.db, 1, 1)).rows;
  expect(entry).toMatchObject({ action: "create", entity: "group", entityId: id });
});

test("bad settings get a clear French message and change nothing", async () => {
  const groupMessages = groupTexts("fr");
  expect(formErrors({ timeZone: "Mars/Olympus" })).toEqual([groupMessages.timeZone]);
  expect(formErrors({ timeZone: "EST" })).toEqual([groupMessages.timeZone]);
  expect(formErrors({ videoUrl: "http://meet.example.com/x" })).toEqual([groupMessages.videoUrl]);
  expect(formErrors({ videoUrl: "javascript:alert(1)" })).toEqual([groupMessages.videoUrl]);
  expect(formErrors({ firstSessionDate: "2026-02-30" })).toEqual([groupMessages.firstDate]);
  expect(formErrors({ startTime: "25:00" })).toEqual([groupMessages.startTime]);

  const before = await database.db.select().from(workshopGroups);
  const audits = await database.db.select().from(auditLog);
  const past = await saveGroup(
    database.db,
    actor,
    form({ firstSessionDate: "2026-11-23", startTime: "06:00" }),
    now,
  );
  expect(past).toEqual({ ok: false, reason: "in_the_past", field: "firstSessionDate" });
  // What the route hands its form: the French sentence, under the field it concerns too.
  const inThePast = "Le premier cours de ce groupe serait dans le passé\u00a0: choisissez une date à venir.";
  expect(inWords(past, (refusal) => groupRefusalText(refusal, "fr"))).toEqual({
    ok: false,
    error: inThePast,
    fieldErrors: { firstSessionDate: inThePast },
  });
  const tooBig = await saveGroup(database.db, actor, form({ capacity: "7" }), now);
  expect(tooBig).toEqual({ ok: false, reason: "above_workshop", field: "capacity", values: { max: 6 } });
  expect(await database.db.select().from(workshopGroups)).toEqual(before);
  expect(await database.db.select().from(auditLog)).toHaveLength(audits.length);
});

test("a group's capacity cannot go below its booked and held seats", async () => {
  const created = await saveGroup(database.db, actor, form({ capacity: "5" }), now);
  const id = created.ok ? created.value.id : "";
  await database.db.update(workshopGroups).set({ bookedSeats: 2 }).where(eq(workshopGroups.id, id));
  await database.db.insert(seatHolds).values({
    kind: "payment_intent",
    provider: "test",
    workshopId: "goals",
    groupId: id,
    subtotal: 14700,
    amountTotal: 14700,
    customerEmail: "held@example.com",
    holdExpiresAt: new Date(Date.now() + 10 * 60_000),
  });
  const refusedChange = await saveGroup(database.db, actor, form({ id, capacity: "2" }), now);
  expect(refusedChange).toEqual({
    ok: false,
    reason: "below_booked",
    field: "capacity",
    values: { booked: 3 },
  });
  expect((await groupRow(id)).capacity).toBe(5);
  expect(await saveGroup(database.db, actor, form({ id, capacity: "3" }), now)).toMatchObject({ ok: true });
  const [group] = (await listWorkshopGroups(database.db, "goals", now)).filter((row) => row.id === id);
  expect(group?.status).toBe("full");
});

test("a group with bookings cannot be deleted; an empty one can, and closing keeps its families", async () => {
  const created = await saveGroup(database.db, actor, form({ firstSessionDate: "2026-12-09" }), now);
  const id = created.ok ? created.value.id : "";
  await aBooking("TW-300001", { groupId: id });
  expect(await deleteGroup(database.db, actor, id)).toEqual({ ok: false, reason: "has_bookings" });
  expect(await groupRow(id)).toBeDefined();

  expect(await setGroupClosed(database.db, actor, id, true, now)).toEqual({ ok: true, value: null });
  const closed = (await listWorkshopGroups(database.db, "goals", now)).find((row) => row.id === id);
  expect(closed?.status).toBe("closed");
  expect(closed?.bookingCount).toBe(1);

  const empty = await saveGroup(database.db, actor, form({ firstSessionDate: "2026-12-10" }), now);
  const emptyId = empty.ok ? empty.value.id : "";
  expect(await deleteGroup(database.db, actor, emptyId)).toEqual({ ok: true, value: null });
  expect(await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, emptyId))).toEqual([]);
});

test("a finished group says so", async () => {
  const created = await saveGroup(database.db, actor, form({ firstSessionDate: "2026-12-01" }), now);
  const id = created.ok ? created.value.id : "";
  const later = new Date("2027-01-01T00:00:00Z");
  const group = (await listWorkshopGroups(database.db, "goals", later)).find((row) => row.id === id);
  expect(group?.status).toBe("finished");
});

test("an unassigned booking is assigned to a group: its seat moves from the workshop to the group", async () => {
  await database.db.update(workshops).set({ bookedSeats: 1 }).where(eq(workshops.id, "goals"));
  const bookingId = await aBooking("TW-300002");
  expect((await listUnassignedBookings(database.db, "goals")).map((row) => row.reference)).toContain(
    "TW-300002",
  );
  const created = await saveGroup(
    database.db,
    actor,
    form({ firstSessionDate: "2026-12-14", capacity: "4" }),
    now,
  );
  const groupId = created.ok ? created.value.id : "";

  const result = await assignBookingToGroup(database.db, actor, bookingId, groupId);
  expect(result).toEqual({ ok: true, value: { bookingId, groupId, reference: "TW-300002" } });
  expect((await groupRow(groupId)).bookedSeats).toBe(1);
  const [workshop] = await database.db.select().from(workshops).where(eq(workshops.id, "goals"));
  expect(workshop?.bookedSeats).toBe(0);
  expect((await listUnassignedBookings(database.db, "goals")).map((row) => row.reference)).not.toContain(
    "TW-300002",
  );
  // Once in a group, it is not assigned again.
  expect(await assignBookingToGroup(database.db, actor, bookingId, groupId)).toEqual({
    ok: false,
    reason: "not_unassigned",
  });
  const [entry] = (await listAuditLog(database.db, 1, 1)).rows;
  expect(entry).toMatchObject({ action: "assign", entity: "booking", entityId: bookingId });
  expect(JSON.stringify(entry)).not.toContain("Léa");
});

test("assignment never overbooks a group, nor uses a closed group or another workshop's", async () => {
  const created = await saveGroup(
    database.db,
    actor,
    form({ firstSessionDate: "2026-12-15", capacity: "1" }),
    now,
  );
  const groupId = created.ok ? created.value.id : "";
  const first = await aBooking("TW-300003");
  const second = await aBooking("TW-300004");
  const results = await Promise.all([
    assignBookingToGroup(database.db, actor, first, groupId),
    assignBookingToGroup(database.db, actor, second, groupId),
  ]);
  expect(results.filter((result) => result.ok)).toHaveLength(1);
  expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "full" }]);
  expect((await groupRow(groupId)).bookedSeats).toBe(1);

  const other = await saveGroup(database.db, actor, form({ firstSessionDate: "2026-12-16" }), now);
  const otherId = other.ok ? other.value.id : "";
  await setGroupClosed(database.db, actor, otherId, true, now);
  const waiting = results[0]!.ok ? second : first;
  expect(await assignBookingToGroup(database.db, actor, waiting, otherId)).toEqual({
    ok: false,
    reason: "not_open",
  });
  expect(await assignBookingToGroup(database.db, actor, waiting, "option1")).toEqual({
    ok: false,
    reason: "other_workshop",
  });
});

test("a group's refusal reads as the back-office's French sentence, and in English", () => {
  expect(groupRefusalText({ ok: false, reason: "above_workshop", values: { max: 6 } }, "fr")).toBe(
    "La capacité ne peut pas dépasser 6 places, le maximum de l'atelier.",
  );
  expect(groupRefusalText({ ok: false, reason: "below_booked", values: { booked: 3 } }, "fr")).toBe(
    "La capacité ne peut pas être inférieure aux places déjà réservées ou retenues (3).",
  );
  expect(groupRefusalText({ ok: false, reason: "in_the_past" }, "fr")).toBe(
    "Le premier cours de ce groupe serait dans le passé\u00a0: choisissez une date à venir.",
  );
  expect(groupRefusalText({ ok: false, reason: "has_bookings" }, "fr")).toBe(
    "Impossible de supprimer ce groupe\u00a0: il a des réservations. Fermez-le plutôt.",
  );
  expect(groupRefusalText({ ok: false, reason: "full" }, "fr")).toBe("Ce groupe est complet.");
  expect(groupRefusalText({ ok: false, reason: "full" }, "en")).toBe("This group is full.");
});
