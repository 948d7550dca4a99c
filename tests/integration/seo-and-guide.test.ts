import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { workshopGroups } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { startLabel } from "#server/workshops/start-label.server.ts";
import { courseJsonLd, organizationJsonLd } from "#server/seo/json-ld.server.ts";
import { robotsTxt } from "#server/seo/robots.server.ts";
import { sitemapXml } from "#server/seo/sitemap.server.ts";
import { refundPolicySummary } from "#shared/refund-policy.ts";
import { TERMS_VERSION } from "#shared/terms-version.ts";
import { listCatalogue } from "#server/workshops/catalogue.server.ts";
import { renderWorkshopGuide } from "#server/workshops/guide-pdf.server.ts";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

async function firstProductivityDate() {
  const [first] = await database.db
    .select({ date: sql<string>`min(${workshopGroups.firstSessionDate})::text` })
    .from(workshopGroups)
    .where(eq(workshopGroups.workshopId, "productivity"));
  return first!.date;
}

const site = {
  academyName: "Teen Growth Academy",
  publicUrl: "https://academy.test",
  contactEmail: "hi@academy.test",
};

test("robots.txt keeps crawlers out of /admin and /auth and points to the sitemap", () => {
  const robots = robotsTxt("https://academy.test");
  expect(robots).toContain("Disallow: /admin\n");
  expect(robots).toContain("Disallow: /auth\n");
  expect(robots).toContain("Sitemap: https://academy.test/sitemap.xml");
});

test("the sitemap lists the indexable public pages with absolute URLs", () => {
  const xml = sitemapXml("https://academy.test", new Date("2026-05-04T10:00:00Z"));
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  for (const path of ["/", "/workshops", "/productivity-workshop"])
    expect(xml).toContain(`<loc>https://academy.test${path}</loc>`);
  expect(xml).toContain("<lastmod>2026-05-04</lastmod>");
  expect(xml).not.toContain("/admin");
  // The legal pages in both languages; the terms dated by their version, not by the catalogue.
  expect(xml).toContain("<url><loc>https://academy.test/legal</loc></url>");
  expect(xml).toContain("<url><loc>https://academy.test/fr/legal</loc></url>");
  expect(xml).toContain(
    `<url><loc>https://academy.test/terms</loc><lastmod>${TERMS_VERSION}</lastmod></url>`,
  );
  expect(xml).toContain(
    `<url><loc>https://academy.test/fr/terms</loc><lastmod>${TERMS_VERSION}</lastmod></url>`,
  );
});

test("each workshop is a Course with its offer in euros, provided by the organisation", async () => {
  const [productivity] = await listCatalogue(database.db);
  const course = courseJsonLd(productivity!, site);
  expect(course).toMatchObject({
    "@type": "Course",
    name: "Productivity Mastery",
    provider: { "@id": "https://academy.test/#organization" },
    offers: {
      "@type": "Offer",
      price: "270.00",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      url: "https://academy.test/workshops#productivity",
    },
  });
  // Its course instance starts on its next group's first session.
  expect(course).toMatchObject({ hasCourseInstance: { startDate: await firstProductivityDate() } });
  expect(organizationJsonLd(site)).toMatchObject({
    "@id": "https://academy.test/#organization",
    name: "Teen Growth Academy",
    url: "https://academy.test/",
  });
});

test("the workshop guide is a PDF describing every workshop from the catalogue", async () => {
  const catalogue = await listCatalogue(database.db);
  const pdf = await renderWorkshopGuide(catalogue, {
    ...site,
    bookACallUrl: "https://calendly.example/call",
  });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(pdf);
  for (const workshop of catalogue) expect(text).toContain(workshop.title);
  expect(text).toContain("€270 per teen");
  expect(text).toContain("Next start: Coming Soon");
  // The productivity workshop's next start is its next group's first session.
  expect(text).toContain(`Next start: ${startLabel(catalogue[0]!)}`);
  expect(catalogue[0]?.upcomingStart).toBe(await firstProductivityDate());
  // The refund policy in its one wording, and where the terms of sale are.
  expect(text.replace(/\s+/g, " ")).toContain(refundPolicySummary("en"));
  expect(text).toContain("Terms of sale: https://academy.test/terms");
  expect(text).not.toContain("money-back");
});
