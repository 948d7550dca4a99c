import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { contentDefaults } from "#server/content/defaults.server.ts";
import {
  loadFooterContent,
  loadHomeContent,
  loadWorkshopsIntro,
} from "#server/content/home-content.server.ts";
import { pageContent } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const store = (pageKey: string, content: Record<string, unknown>) =>
  database.db.update(pageContent).set({ content }).where(eq(pageContent.pageKey, pageKey));

test("with no stored content at all, the built-in defaults fill every section", async () => {
  // A database of its own: the other tests of this file store content.
  const empty = await createTestDatabase();
  try {
    const home = await loadHomeContent(empty.db);
    expect(home.hero.heading).toBe(contentDefaults.home_hero.content.heading);
    expect(home.benefits.items).toHaveLength(3);
    expect(home.testimonials.items).toBeNull();
    expect((await loadFooterContent(empty.db)).mission).toMatch(/^Our mission/);
  } finally {
    await empty.drop();
  }
});

test("an admin's stored fields win; missing or wrongly shaped fields fall back to the defaults", async () => {
  await seedDatabase(database.db, silentLogger);
  await store("home_hero", { heading: "New heading", subheading: 42 });
  await store("home_benefits", { items: [{ title: "Only one", text: "Benefit" }, "junk"] });
  await store("home_testimonials", {
    heading: "Parents' words",
    items: [
      { title: "Great", quote: "Loved it", parent: "Ann B.", childAge: "Parent of a 12-year-old" },
      { quote: "" },
    ],
  });
  await store("workshops_intro", { heading: "All our workshops", body: "" });
  await store("contact", { responseTime: "We reply within a day." });

  const home = await loadHomeContent(database.db);
  expect(home.hero).toEqual({
    eyebrow: contentDefaults.home_hero.content.eyebrow,
    heading: "New heading",
    subheading: contentDefaults.home_hero.content.subheading,
  });
  expect(home.benefits.items).toEqual([{ title: "Only one", text: "Benefit" }]);
  expect(home.testimonials.heading).toBe("Parents' words");
  expect(home.testimonials.items).toEqual([
    { title: "Great", quote: "Loved it", parent: "Ann B.", childAge: "Parent of a 12-year-old" },
  ]);
  expect(await loadWorkshopsIntro(database.db)).toEqual({
    heading: "All our workshops",
    body: contentDefaults.workshops_intro.content.body,
  });
  expect(await loadFooterContent(database.db)).toMatchObject({
    contactHeading: contentDefaults.contact.content.heading,
    responseTime: "We reply within a day.",
  });
});
