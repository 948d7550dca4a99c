import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { findBookingWorkshop } from "#server/bookings/booking-workshop.server.ts";
import { loadConfig } from "#server/config.server.ts";
import { waitingList, workshops } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { checkDiscount } from "#server/discounts/check-discount.server.ts";
import { publicSitemapXml } from "#server/seo/sitemap.server.ts";
import { signUpForWaitlist } from "#server/waitlist/signup.server.ts";
import {
  getCatalogueWorkshop,
  listCatalogue,
  listPublicWorkshopIds,
} from "#server/workshops/catalogue.server.ts";
import { renderWorkshopGuide } from "#server/workshops/guide-pdf.server.ts";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
const config = loadConfig({});
const draft = "draft-to-delete";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  await database.db.insert(workshops).values({
    id: draft,
    title: "Atelier à supprimer",
    description: "A back-office draft",
    price: 10000,
    duration: "3 weeks",
    maxSeats: 6,
    isActive: false,
  });
});
afterAll(() => database.drop());

test("an inactive workshop is left out of the catalogue, its guide and the home page's tiles", async () => {
  const catalogue = await listCatalogue(database.db);
  expect(catalogue.map((workshop) => workshop.id)).not.toContain(draft);
  expect(catalogue).toHaveLength(6);
  expect(await listPublicWorkshopIds(database.db)).not.toContain(draft);
  const guide = pdfText(
    await renderWorkshopGuide(catalogue, {
      academyName: "Teen Growth Academy",
      contactEmail: "hi@academy.test",
      publicUrl: "https://academy.test",
      bookACallUrl: "https://calendly.example/call",
    }),
  );
  expect(guide).not.toContain("Atelier");
  expect(guide).toContain("Productivity Mastery");
});

test("an inactive workshop is not found: no booking, no waiting list, no discount", async () => {
  expect(await getCatalogueWorkshop(database.db, draft)).toBeUndefined();
  expect(await findBookingWorkshop(database.db, draft)).toEqual({ status: "not-found" });
  const waitlist = await signUpForWaitlist(
    { db: database.db, logger: silentLogger, config, mail: { transport: undefined as never, wake() {} } },
    draft,
    { email: "parent@example.com" },
    "10.1.1.1",
  );
  expect(waitlist).toEqual({ ok: false, reason: "no_workshop" });
  expect(await database.db.select().from(waitingList).where(eq(waitingList.workshopId, draft))).toEqual([]);
  const discount = await checkDiscount(
    { db: database.db, config },
    { workshopId: draft, code: "TEEN20", clientIp: "10.1.1.2" },
  );
  expect(discount).toEqual({ ok: false, reason: "no_workshop" });
});

test("the sitemap leaves out the productivity sales page while that workshop is inactive", async () => {
  expect(await publicSitemapXml(database.db, "https://academy.test")).toContain(
    "<loc>https://academy.test/productivity-workshop</loc>",
  );
  await database.db.update(workshops).set({ isActive: false }).where(eq(workshops.id, "productivity"));
  try {
    const xml = await publicSitemapXml(database.db, "https://academy.test");
    expect(xml).not.toContain("/productivity-workshop");
    expect(xml).toContain("<loc>https://academy.test/workshops</loc>");
    expect((await listCatalogue(database.db)).map((workshop) => workshop.id)).not.toContain("productivity");
  } finally {
    await database.db.update(workshops).set({ isActive: true }).where(eq(workshops.id, "productivity"));
  }
});
