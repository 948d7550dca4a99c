import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hearAboutUsLabel } from "#shared/hear-about-us.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(async () => {
  await database.drop();
});

test("migration 0006 turns the stored English answers into codes and leaves codes and unknown answers alone", async () => {
  const answers = [
    "Search engine",
    "Friend or family",
    "Other",
    "website",
    "school_or_teacher",
    "A poster",
    null,
  ];
  for (const [index, answer] of answers.entries()) {
    await database.pool.query(
      `insert into bookings (reference, workshop_id, parent_first_name, parent_email, teen_first_name, teen_age,
         hear_about_us) values ($1, 'goals', 'P', $2, 'T', 12, $3)`,
      [`TW-90000${index}`, `hear-${index}@example.com`, answer],
    );
  }
  const migration = await readFile("server/db/drizzle/0006_hear-about-us-codes.sql", "utf8");
  // The migrations already ran on this database: running the statement again must be harmless too.
  await database.pool.query(migration);
  const { rows } = await database.pool.query<{ hear_about_us: string | null }>(
    "select hear_about_us from bookings where reference like 'TW-90000%' order by reference",
  );
  expect(rows.map((row) => row.hear_about_us)).toEqual([
    "search_engine",
    "friend_or_family",
    "other",
    "website",
    "school_or_teacher",
    "A poster",
    null,
  ]);
});

test("the back-office and the CSV show a stored code's French label; the booking form its English one", () => {
  expect(hearAboutUsLabel("search_engine", "fr")).toBe("Moteur de recherche");
  expect(hearAboutUsLabel("search_engine", "en")).toBe("Search engine");
  expect(hearAboutUsLabel("website", "fr")).toBe("Site web");
  expect(hearAboutUsLabel("A poster", "fr")).toBe("A poster");
  expect(hearAboutUsLabel(null, "fr")).toBe("");
});
