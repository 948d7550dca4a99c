import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { BookingRequestData } from "#shared/booking-schema.ts";
import { groupFormSchema } from "#shared/admin/group-form.ts";
import { createBookingPayment } from "#server/bookings/booking-payment.server.ts";
import { findBookingWorkshop } from "#server/bookings/booking-workshop.server.ts";
import { bookings, seatHolds, waitingList, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { saveGroup, setGroupClosed } from "#server/groups/admin-groups.server.ts";
import { getDashboardGroups } from "#server/groups/dashboard-groups.server.ts";
import { listRoster, rosterCsvBatches, rosterCsvHeader } from "#server/groups/group-roster.server.ts";
import { csvStream } from "#server/csv/csv.server.ts";
import { getCatalogueWorkshop } from "#server/workshops/catalogue.server.ts";
import { copyWorkshop, paymentTestServices, seedCatalogue, agreedFields } from "#tests/helpers/payments.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
const actor = { id: "admin-1", email: "admin@academy.test" };
const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());

const aForm = (overrides: Partial<BookingRequestData> = {}): BookingRequestData & typeof agreedFields => ({
  ...agreedFields,
  teenFirstName: "Léo",
  teenLastName: "Dupont",
  teenAge: "13",
  parentFirstName: "Marie",
  parentLastName: "Dupont",
  parentEmail: `marie-${Math.random().toString(36).slice(2, 8)}@example.com`,
  parentPhone: "",
  hearAboutUs: "",
  specialRequests: "",
  discountCode: "",
  ...overrides,
});

async function aGroup(workshopId: string, values: Record<string, string> = {}) {
  const result = await saveGroup(
    database.db,
    actor,
    groupFormSchema("fr").parse({
      workshopId,
      firstSessionDate: inTwoWeeks,
      startTime: "17:30",
      timeZone: "Europe/Paris",
      capacity: "4",
      sessionCount: "6",
      sessionMinutes: "60",
      ...values,
    }),
  );
  if (!result.ok) throw new Error(result.reason);
  return result.value.id;
}

test("a workshop without an open group books as before: the booking waits for a group", async () => {
  // Its own workshop: another test opens a group on the seeded "confidence".
  const workshopId = await copyWorkshop(database, "confidence");
  const found = await findBookingWorkshop(database.db, workshopId);
  expect(found.status === "bookable" && found.workshop.groups).toEqual([]);
  const answer = await createBookingPayment(services, { workshopId, formData: aForm() });
  expect(answer.ok).toBe(true);
  const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.workshopId, workshopId));
  expect(hold?.groupId).toBeNull();
});

test("a workshop with groups is booked into the chosen group, with its spots left counting the hold", async () => {
  const groupId = await aGroup("habits");
  const found = await findBookingWorkshop(database.db, "habits");
  if (found.status !== "bookable") throw new Error(found.status);
  expect(found.workshop.groups.map((group) => [group.id, group.spotsLeft, group.timeZone])).toEqual([
    [groupId, 4, "Europe/Paris"],
  ]);
  expect(await createBookingPayment(services, { workshopId: "habits", formData: aForm() })).toEqual({
    ok: false,
    reason: "choose_group",
  });
  const answer = await createBookingPayment(services, { workshopId: "habits", formData: aForm({ groupId }) });
  expect(answer.ok).toBe(true);
  const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.groupId, groupId));
  expect(
    hold?.metadata.selected_date ?? hold?.metadata.selectedDate ?? JSON.stringify(hold?.metadata),
  ).toContain("Paris");
  const again = await findBookingWorkshop(database.db, "habits");
  expect(again.status === "bookable" && again.workshop.groups[0]?.spotsLeft).toBe(3);
});

test("a full group cannot be chosen, and a workshop whose groups are all full sends parents to the waiting list", async () => {
  const groupId = await aGroup("goals", { capacity: "1" });
  await database.db.update(workshopGroups).set({ bookedSeats: 1 }).where(eq(workshopGroups.id, groupId));
  expect(await createBookingPayment(services, { workshopId: "goals", formData: aForm({ groupId }) })).toEqual(
    { ok: false, reason: "sold_out" },
  );
  expect((await findBookingWorkshop(database.db, "goals")).status).toBe("full");
  expect((await getCatalogueWorkshop(database.db, "goals"))?.isFull).toBe(true);
});

test("a closed group takes no booking; with no group left open the workshop books unassigned again", async () => {
  const groupId = await aGroup("emotional-intelligence");
  await setGroupClosed(database.db, actor, groupId, true);
  const found = await findBookingWorkshop(database.db, "emotional-intelligence");
  expect(found.status === "bookable" && found.workshop.groups).toEqual([]);
  const answer = await createBookingPayment(services, {
    workshopId: "emotional-intelligence",
    formData: aForm({ groupId }),
  });
  expect(answer.ok).toBe(true);
  const holds = await database.db
    .select()
    .from(seatHolds)
    .where(eq(seatHolds.workshopId, "emotional-intelligence"));
  expect(holds.map((hold) => hold.groupId)).toEqual([null]);
});

test("the roster lists the group's families (not cancelled ones) and its CSV is for French Excel", async () => {
  const groupId = await aGroup("social-skills");
  const base = {
    workshopId: "social-skills",
    groupId,
    parentLastName: "Martin",
    teenLastName: "Martin",
    teenAge: 12,
  };
  await database.db.insert(bookings).values([
    {
      ...base,
      reference: "TW-500001",
      parentFirstName: "Claire",
      parentEmail: "claire@example.com",
      teenFirstName: "Léa",
      parentPhone: "+33 6 12 34 56 78",
      specialRequests: "=cmd; allergies",
    },
    {
      ...base,
      reference: "TW-500002",
      parentFirstName: "Paul",
      parentEmail: "paul@example.com",
      teenFirstName: "Tom",
      status: "cancelled",
    },
  ]);
  const roster = await listRoster(database.db, groupId);
  expect(roster).toEqual([
    {
      reference: "TW-500001",
      parentName: "Claire Martin",
      teenFirstName: "Léa",
      teenAge: 12,
      parentEmail: "claire@example.com",
      parentPhone: "+33 6 12 34 56 78",
      specialRequests: "=cmd; allergies",
      orderWith: [],
    },
  ]);
  const bytes = await new Response(
    await csvStream(rosterCsvHeader("fr"), rosterCsvBatches(database.db, groupId), () => {}),
  ).arrayBuffer();
  // Kept byte for byte: the byte-order mark is what makes Excel read the accents right.
  const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  expect(csv).toBe(
    "\uFEFFParent;Prénom de l'adolescent;Âge;E-mail;Téléphone;Demandes particulières;Référence;Commande\r\n" +
      `Claire Martin;Léa;12;claire@example.com;'+33 6 12 34 56 78;"'=cmd; allergies";TW-500001;\r\n`,
  );
});

test("the dashboard shows the next sessions, each open group's fill and the workshops with families waiting", async () => {
  const groupId = await aGroup("confidence", { capacity: "6", firstSessionDate: inTwoWeeks });
  await database.db.update(workshopGroups).set({ bookedSeats: 4 }).where(eq(workshopGroups.id, groupId));
  await database.db.insert(waitingList).values([
    { workshopId: "goals", parentEmail: "a@example.com" },
    { workshopId: "goals", parentEmail: "b@example.com" },
  ]);
  const dashboard = await getDashboardGroups(database.db);
  const group = dashboard.open.find((row) => row.id === groupId);
  expect(group && `${group.bookedSeats}/${group.capacity}`).toBe("4/6");
  expect(dashboard.nextSessions.length).toBeGreaterThan(0);
  const starts = dashboard.nextSessions.map((session) => session.start);
  expect([...starts].sort()).toEqual(starts);
  expect(dashboard.waiting).toEqual([{ id: "goals", title: "Goal Setting", waiting: 2 }]);
  const [workshop] = await database.db.select().from(workshops).where(eq(workshops.id, "goals"));
  expect(workshop?.title).toBe("Goal Setting");
});
