import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { discountCodes, pageContent, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { recordingLogger } from "#tests/helpers/recording-logger.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

// A database per test: the first seed must meet empty tables whatever ran before it.
let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.drop());

test("the first seed fills the empty tables with the offer of the product rules", async () => {
  const { logger, messages } = recordingLogger();
  await seedDatabase(database.db, logger);
  expect(messages).toContain("Workshops initialized");

  const rows = await database.db.select().from(workshops).orderBy(asc(workshops.sortOrder));
  expect(rows.map((row) => [row.id, row.price, row.duration, row.nextStart])).toEqual([
    ["productivity", 27000, "4 weeks", "2024-10-15"],
    ["confidence", 29700, "6 weeks", "2024-11-01"],
    ["habits", 24700, "5 weeks", "2024-10-22"],
    ["goals", 14700, "3 weeks", "2024-11-05"],
    ["emotional-intelligence", 29700, "6 weeks", "2024-10-29"],
    ["social-skills", 24700, "5 weeks", "2024-11-12"],
  ]);
  for (const row of rows) {
    expect(row).toMatchObject({ maxSeats: 6, bookedSeats: 0, isActive: true, groupSize: "4-6 teens" });
    expect(row.highlights).toHaveLength(4);
  }
  expect(rows.filter((row) => row.ageMin === 12).map((row) => row.id)).toEqual(["productivity", "habits"]);

  const groups = await database.db.select().from(workshopGroups).orderBy(asc(workshopGroups.sortOrder));
  expect(groups.map((group) => [group.id, group.timeText, group.capacity])).toEqual([
    ["option1", "4-5 PM EST", 3],
    ["option2", "6-7 PM EST", 5],
    ["option3", "10-11 AM EST", 2],
  ]);
  expect(
    groups.map((group) => [
      group.weekday,
      group.startTime,
      group.timeZone,
      group.sessionCount,
      group.sessionMinutes,
    ]),
  ).toEqual([
    [1, "16:00", "America/New_York", 4, 60],
    [3, "18:00", "America/New_York", 4, 60],
    [6, "10:00", "America/New_York", 4, 60],
  ]);
  const today = new Date().toISOString().slice(0, 10);
  for (const group of groups) {
    expect(group.firstSessionDate > today).toBe(true);
    expect(new Date(`${group.firstSessionDate}T12:00:00Z`).getUTCDay() || 7).toBe(group.weekday);
  }

  const codes = await database.db.select().from(discountCodes);
  expect(codes).toHaveLength(1);
  expect(codes[0]).toMatchObject({
    code: "TEEN20",
    discountType: "percentage",
    discountValue: 20,
    isActive: true,
  });
  expect(codes[0]).toMatchObject({ maxUses: null, expiresAt: null });

  const content = await database.db.select().from(pageContent).orderBy(asc(pageContent.pageKey));
  expect(content.map((row) => row.pageKey)).toEqual([
    "about_us",
    "contact",
    "home_benefits",
    "home_hero",
    "home_testimonials",
    "workshops_intro",
  ]);
});

test("a second seed never duplicates or overwrites what an admin changed", async () => {
  await seedDatabase(database.db, recordingLogger().logger);
  await database.db
    .update(workshops)
    .set({ title: "Edited by admin", price: 1000 })
    .where(eq(workshops.id, "goals"));
  await database.db.delete(workshops).where(eq(workshops.id, "social-skills"));
  await database.db
    .update(pageContent)
    .set({ content: { heading: "Admin heading" } })
    .where(eq(pageContent.pageKey, "home_hero"));
  await database.db.update(discountCodes).set({ isActive: false });

  const { logger, messages } = recordingLogger();
  await seedDatabase(database.db, logger);
  expect(messages).toContain("Workshops already initialized");

  const rows = await database.db.select().from(workshops);
  expect(rows).toHaveLength(5);
  expect(rows.find((row) => row.id === "goals")).toMatchObject({ title: "Edited by admin", price: 1000 });
  expect(await database.db.select().from(discountCodes)).toMatchObject([{ code: "TEEN20", isActive: false }]);
  const [hero] = await database.db.select().from(pageContent).where(eq(pageContent.pageKey, "home_hero"));
  expect(hero?.content).toEqual({ heading: "Admin heading" });
  expect(await database.db.select().from(pageContent)).toHaveLength(6);
});
