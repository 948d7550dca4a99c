import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { findBookingWorkshop } from "#server/bookings/booking-workshop.server.ts";
import { savePageContent } from "#server/content/admin-content.server.ts";
import { contentDefaults } from "#server/content/defaults.server.ts";
import { loadFooterContent, loadHomeContent } from "#server/content/home-content.server.ts";
import { pageContent, workshops } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { getCatalogueWorkshop, listCatalogue } from "#server/workshops/catalogue.server.ts";
import { saveWorkshop } from "#server/workshops/admin-workshops.server.ts";
import { contentFormSchema } from "#shared/admin/content-form.ts";
import { untranslatedFields } from "#shared/admin/untranslated-fields.ts";
import { workshopFormSchema } from "#shared/admin/workshop-form.ts";
import { missingTranslations } from "#shared/workshop-texts.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * What administrators write, in both languages: a workshop's texts and the pages' content have a
 * French version edited beside the English one; a missing French text shows the English one, and
 * the back-office lists what is left to translate.
 */

let database: TestDatabase;
const admin = { id: "admin-1", email: "admin@academy.test" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

/** The workshop dialog's fields as the browser posts them. */
const workshopForm = (values: Record<string, string>) => ({
  title: "Public Speaking",
  description: "Speak with confidence.",
  duration: "4 weeks",
  price: "250",
  maxSeats: "6",
  ageMin: "12",
  ageMax: "16",
  highlights: "Voice\nPosture",
  isActive: "on",
  ...values,
});

test("a workshop's French texts are saved beside the English ones and shown on the French site", async () => {
  const input = workshopFormSchema("fr").parse(
    workshopForm({
      titleFr: "Prise de parole",
      descriptionFr: "Parler avec assurance.",
      highlightsFr: "La voix\n\nLa posture",
    }),
  );
  const saved = await saveWorkshop(database.db, admin, input);
  if (!saved.ok) throw new Error(saved.reason);
  const [row] = await database.db.select().from(workshops).where(eq(workshops.id, saved.value.id));
  expect(row?.frenchTexts).toEqual({
    title: "Prise de parole",
    description: "Parler avec assurance.",
    highlights: ["La voix", "La posture"],
  });

  const french = await getCatalogueWorkshop(database.db, saved.value.id, "fr");
  expect(french).toMatchObject({
    title: "Prise de parole",
    description: "Parler avec assurance.",
    highlights: ["La voix", "La posture"],
    // Not translated: the English text shows rather than nothing.
    duration: "4 weeks",
  });
  const english = await getCatalogueWorkshop(database.db, saved.value.id, "en");
  expect(english).toMatchObject({ title: "Public Speaking", highlights: ["Voice", "Posture"] });
  expect((await listCatalogue(database.db, "fr")).map((workshop) => workshop.title)).toContain(
    "Prise de parole",
  );
  // The booking pages' own read of the workshop follows the same rule.
  const booking = await findBookingWorkshop(database.db, saved.value.id, "fr");
  expect(booking.status === "bookable" && booking.workshop).toMatchObject({
    title: "Prise de parole",
    duration: "4 weeks",
  });

  // What the back-office lists as left to translate: the English texts without a French twin.
  expect(missingTranslations(row!)).toEqual(["duration"]);
});

test("a workshop saved without French texts lists every English text it has as left to translate", async () => {
  const saved = await saveWorkshop(database.db, admin, workshopFormSchema("fr").parse(workshopForm({})));
  if (!saved.ok) throw new Error(saved.reason);
  const [row] = await database.db.select().from(workshops).where(eq(workshops.id, saved.value.id));
  expect(row?.frenchTexts).toEqual({});
  expect(missingTranslations(row!)).toEqual(["title", "description", "duration", "highlights"]);
});

test("a page's French content is shown on the French site; untouched, its built-in French words", async () => {
  const [hero] = await database.db.select().from(pageContent).where(eq(pageContent.pageKey, "home_hero"));
  const input = contentFormSchema("fr").parse({
    id: hero!.id,
    title: hero!.title,
    content: JSON.stringify({ ...hero!.content, heading: "Confident teens" }),
    contentFr: JSON.stringify({ heading: "Des ados confiants" }),
  });
  const saved = await savePageContent(database.db, admin, input);
  expect(saved.ok).toBe(true);

  const french = await loadHomeContent(database.db, "fr");
  expect(french.hero.heading).toBe("Des ados confiants");
  // Left out of the French content and untouched in English: the built-in French words.
  expect(french.hero.subheading).toBe(contentDefaults.home_hero.contentFr.subheading);
  expect((await loadHomeContent(database.db, "en")).hero.heading).toBe("Confident teens");
  expect((await loadFooterContent(database.db, "fr")).mission).toMatch(/^Notre mission/);
});

test("an English text an administrator wrote and did not translate shows on the French site, and is listed", async () => {
  const [contact] = await database.db.select().from(pageContent).where(eq(pageContent.pageKey, "contact"));
  const content = { ...contact!.content, responseTime: "We reply within a day." };
  const saved = await savePageContent(
    database.db,
    admin,
    contentFormSchema("fr").parse({
      id: contact!.id,
      title: contact!.title,
      content: JSON.stringify(content),
      contentFr: JSON.stringify({ heading: "Des questions ?" }),
    }),
  );
  expect(saved.ok).toBe(true);
  expect((await loadFooterContent(database.db, "fr")).responseTime).toBe("We reply within a day.");
  expect(untranslatedFields(content, { heading: "Des questions ?" })).toEqual(["responseTime"]);
});

test("French content of the wrong shape is refused under its own editor, and nothing changes", async () => {
  const [intro] = await database.db
    .select()
    .from(pageContent)
    .where(eq(pageContent.pageKey, "workshops_intro"));
  const saved = await savePageContent(
    database.db,
    admin,
    contentFormSchema("fr").parse({
      id: intro!.id,
      title: intro!.title,
      content: JSON.stringify(intro!.content),
      contentFr: JSON.stringify({ heading: 12 }),
    }),
  );
  expect(saved).toMatchObject({ ok: false, reason: "field_not_text", field: "contentFr" });
  const [after] = await database.db.select().from(pageContent).where(eq(pageContent.id, intro!.id));
  expect(after?.contentFr).toEqual(intro!.contentFr);
});
