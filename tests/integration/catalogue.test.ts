import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { checkoutSessions, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/db/seed.server.ts";
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
  await database.db.delete(checkoutSessions);
  await database.db.update(workshops).set({ bookedSeats: 0, isActive: true, maxSeats: 6 });
  await database.db.update(workshopGroups).set({ bookedSeats: 0, isActive: true });
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function hold(
  workshopId: string,
  options: { groupId?: string; expiresAt?: Date; status?: "open" | "expired" } = {},
) {
  await database.db.insert(checkoutSessions).values({
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
    seatsLeft: 6,
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

test("the productivity workshop is full only when every active schedule option is full", async () => {
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

test("a start date in the past shows 'Coming Soon'; today or later shows the date", async () => {
  const catalogue = await listCatalogue(database.db);
  // The seeded dates are in 2024.
  expect(catalogue.every((workshop) => workshop.upcomingStart === null)).toBe(true);
  expect(startLabel({ upcomingStart: null })).toBe("Coming Soon");

  await database.db.update(workshops).set({ nextStart: "2099-03-15" }).where(eq(workshops.id, "goals"));
  const goals = await getCatalogueWorkshop(database.db, "goals");
  expect(goals?.upcomingStart).toBe("2099-03-15");
  expect(startLabel(goals!)).toBe("15 March 2099");
  expect(startLabel(goals!, "fr")).toBe("15 mars 2099");
  expect(startLabel({ upcomingStart: null }, "fr")).toBe("Bientôt disponible");

  await database.db
    .update(workshops)
    .set({ nextStart: sql`current_date` })
    .where(eq(workshops.id, "goals"));
  expect((await getCatalogueWorkshop(database.db, "goals"))?.upcomingStart).not.toBeNull();
  await database.db
    .update(workshops)
    .set({ nextStart: sql`current_date - 1` })
    .where(eq(workshops.id, "goals"));
  expect((await getCatalogueWorkshop(database.db, "goals"))?.upcomingStart).toBeNull();
  await database.db.update(workshops).set({ nextStart: null }).where(eq(workshops.id, "goals"));
  expect((await getCatalogueWorkshop(database.db, "goals"))?.upcomingStart).toBeNull();
});

test("an unknown id gives nothing", async () => {
  expect(await getCatalogueWorkshop(database.db, "no-such-workshop")).toBeUndefined();
});
