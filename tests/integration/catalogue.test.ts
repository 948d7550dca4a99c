import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { seatHolds, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { getCatalogueWorkshop, listCatalogue } from "#server/workshops/catalogue.server.ts";
import { startLabel } from "#server/workshops/start-label.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

beforeEach(async () => {
  await database.db.delete(seatHolds);
  await database.db.update(workshops).set({ bookedSeats: 0, isActive: true, maxSeats: 6 });
  await database.db.update(workshopGroups).set({ bookedSeats: 0, isActive: true });
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function hold(
  workshopId: string,
  options: { groupId?: string; expiresAt?: Date; status?: "open" | "expired" } = {},
) {
  await database.db.insert(seatHolds).values({
    kind: "checkout",
    provider: "test",
    workshopId,
    groupId: options.groupId,
    status: options.status ?? "open",
    subtotal: 1000,
    amountTotal: 1000,
    customerEmail: "parent@example.com",
    holdExpiresAt: options.expiresAt ?? minutesFromNow(30),
  });
}

test("lists the six seeded workshops in their sort order with the catalogue's display fields", async () => {
  const catalogue = await listCatalogue(database.db);
  expect(catalogue.map((workshop) => workshop.id)).toEqual([
    "productivity",
    "confidence",
    "habits",
    "goals",
    "emotional-intelligence",
    "social-skills",
  ]);
  expect(catalogue[0]).toMatchObject({
    title: "Productivity Mastery",
    price: 27000,
    duration: "4 weeks",
    sessions: "4 sessions of 1 hour",
    groupSize: "4-6 teens",
    ageMin: 12,
    ageMax: 16,
    icon: "zap",
    // Its three groups' places: 3 + 5 + 2.
    seatsLeft: 10,
    isFull: false,
    isBookable: true,
  });
  expect(catalogue[0]?.highlights).toHaveLength(4);
});

test("seats left subtract booked seats and open, unexpired holds only", async () => {
  await database.db.update(workshops).set({ bookedSeats: 3 }).where(eq(workshops.id, "goals"));
  await hold("goals");
  await hold("goals", { expiresAt: minutesFromNow(-1) });
  await hold("goals", { status: "expired" });
  expect(await getCatalogueWorkshop(database.db, "goals")).toMatchObject({ seatsLeft: 2, isFull: false });

  await hold("goals");
  await hold("goals");
  expect(await getCatalogueWorkshop(database.db, "goals")).toMatchObject({
    seatsLeft: 0,
    isFull: true,
    isBookable: false,
  });
});

test("the productivity workshop is full only when every active group is full", async () => {
  // option1 has capacity 3, option2 5, option3 2.
  await database.db.update(workshopGroups).set({ bookedSeats: 3 }).where(eq(workshopGroups.id, "option1"));
  await database.db.update(workshopGroups).set({ bookedSeats: 4 }).where(eq(workshopGroups.id, "option2"));
  await hold("productivity", { groupId: "option2" });
  expect((await getCatalogueWorkshop(database.db, "productivity"))?.isFull).toBe(false);

  await hold("productivity", { groupId: "option3" });
  await hold("productivity", { groupId: "option3", expiresAt: minutesFromNow(-5) });
  expect((await getCatalogueWorkshop(database.db, "productivity"))?.isFull).toBe(false);
  await database.db.update(workshopGroups).set({ isActive: false }).where(eq(workshopGroups.id, "option3"));
  expect(await getCatalogueWorkshop(database.db, "productivity")).toMatchObject({
    isFull: true,
    isBookable: false,
  });
});

async function addGroup(id: string, values: Partial<typeof workshopGroups.$inferInsert> = {}) {
  await database.db.insert(workshopGroups).values({
    id,
    workshopId: "goals",
    capacity: 6,
    weekday: 1,
    startTime: "16:00",
    firstSessionDate: "2099-03-16",
    sessionCount: 4,
    sessionMinutes: 60,
    ...values,
  });
}

test("the next start is the next open group's first session; a date typed on the workshop is not read", async () => {
  await database.db.delete(workshopGroups).where(eq(workshopGroups.workshopId, "goals"));
  // A date typed by hand on the workshop says nothing while no group is open.
  await database.db.update(workshops).set({ nextStart: "2099-01-05" }).where(eq(workshops.id, "goals"));
  expect((await getCatalogueWorkshop(database.db, "goals"))?.upcomingStart).toBeNull();
  expect(startLabel({ upcomingStart: null })).toBe("Coming Soon");
  expect(startLabel({ upcomingStart: null }, "fr")).toBe("Bientôt disponible");

  await addGroup("goals-later", { firstSessionDate: "2099-06-01" });
  await addGroup("goals-full", { firstSessionDate: "2099-02-02", bookedSeats: 6 });
  await addGroup("goals-closed", { firstSessionDate: "2099-02-09", closedAt: new Date() });
  await addGroup("goals-next", { firstSessionDate: "2099-03-16" });
  // Begun yesterday and still running: bookable, but not a start to come.
  await addGroup("goals-running", { firstSessionDate: sql`current_date - 1` as unknown as string });
  const goals = await getCatalogueWorkshop(database.db, "goals");
  expect(goals?.upcomingStart).toBe("2099-03-16");
  expect(startLabel(goals!)).toBe("16 March 2099");
  expect(startLabel(goals!, "fr")).toBe("16 mars 2099");

  await database.db.delete(workshopGroups).where(eq(workshopGroups.workshopId, "goals"));
  await addGroup("goals-full", { firstSessionDate: "2099-02-02", bookedSeats: 6 });
  expect((await getCatalogueWorkshop(database.db, "goals"))?.upcomingStart).toBeNull();
  await database.db.delete(workshopGroups).where(eq(workshopGroups.workshopId, "goals"));
});

test("the seeded productivity groups give its next start; the seeded 2024 dates are not shown", async () => {
  const catalogue = await listCatalogue(database.db);
  const [first] = await database.db
    .select({ date: sql<string>`min(first_session_date)::text` })
    .from(workshopGroups)
    .where(eq(workshopGroups.workshopId, "productivity"));
  expect(catalogue.find((workshop) => workshop.id === "productivity")?.upcomingStart).toBe(first?.date);
  expect(
    catalogue.filter((workshop) => workshop.upcomingStart !== null).map((workshop) => workshop.id),
  ).toEqual(["productivity"]);
});

test("a workshop sold by group counts the seats left in its groups on sale", async () => {
  await database.db.delete(workshopGroups).where(eq(workshopGroups.workshopId, "goals"));
  await addGroup("goals-one", { bookedSeats: 5 });
  await addGroup("goals-hidden", { isActive: false });
  expect(await getCatalogueWorkshop(database.db, "goals")).toMatchObject({ seatsLeft: 1, isFull: false });
  await hold("goals", { groupId: "goals-one" });
  expect(await getCatalogueWorkshop(database.db, "goals")).toMatchObject({ seatsLeft: 0, isFull: true });
  await database.db.delete(seatHolds);
  await database.db.delete(workshopGroups).where(eq(workshopGroups.workshopId, "goals"));
});

test("an unknown id gives nothing", async () => {
  expect(await getCatalogueWorkshop(database.db, "no-such-workshop")).toBeUndefined();
});
