import { afterAll, beforeAll, expect, test } from "vitest";
import { bookings, seatHolds, draftOrders, workshops } from "#server/db/schema.server.ts";
import { withDraftToken } from "#server/bookings/draft-order-cookie.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import en from "#shared/i18n/messages/en.json" with { type: "json" };
import fr from "#shared/i18n/messages/fr.json" with { type: "json" };
import type { Language } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { paths } from "#shared/paths.ts";
import { bilingualLegalPaths, bilingualPages } from "#shared/public-pages.ts";
import { TERMS_VERSION } from "#shared/terms-version.ts";
import { insertGroup } from "#tests/helpers/groups.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * One language per screen: every public page of the route table, rendered by the built server in
 * English and in French, shows no text of the other language's catalogue. A catalogue text counts
 * when it differs between the languages and has a run of at least three words between its values
 * ({name}); names (workshops', people's, the seller's and its mediator's) are allowed.
 */

type Catalogue = Record<string, unknown>;
const catalogues: Record<Language, Catalogue> = { en, fr };

/** Spaces of any width as one space, curly apostrophes straight: the pages' and catalogues' alike. */
const normal = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .replace(/[’]/g, "'")
    .trim();

const texts = (catalogue: Catalogue) =>
  Object.entries(catalogue)
    .filter(([key, value]) => !key.startsWith("$") && typeof value === "string")
    .map(([key, value]) => [key, value as string] as const);

/** The runs of words of a text between its values, three words or more. */
const runs = (text: string) =>
  text
    .split(/\{[^}]*\}/)
    .map(normal)
    .map((run) => run.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ""))
    .filter((run) => (run.match(/\p{L}+/gu) ?? []).length >= 3);

/** The other language's texts a page in `language` must not show. */
function foreignRuns(language: Language): string[] {
  const other = catalogues[language === "en" ? "fr" : "en"];
  const own = catalogues[language];
  const ownTexts = texts(own).map(([, value]) => normal(value));
  return [
    ...new Set(
      texts(other)
        .filter(([key, value]) => own[key] !== value)
        .flatMap(([, value]) => runs(value))
        // A run the page's own catalogue also says (a brand, a shared phrase) is not foreign.
        .filter((run) => !ownTexts.some((text) => text.includes(run))),
    ),
  ];
}

/** What a reader sees: the title and the body's text, without scripts and tags. */
const visibleText = (html: string) =>
  normal(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&"),
  );

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>;
let token = "";
let names: string[] = [];
/** The booking pages' cookie of a family with an order to pay (goals) and one paid (habits). */
let orders = "";

/** A family's orders: the payment and confirmation pages load from them (no order: a redirect). */
async function familyOrders(config: Parameters<typeof withDraftToken>[0]) {
  const expiresAt = new Date(Date.now() + 60 * 60_000);
  const formData = {
    teenFirstName: "Léa",
    teenLastName: "Martin",
    teenAge: "13",
    parentFirstName: "Claire",
    parentLastName: "Martin",
    parentEmail: "claire-mixed@example.com",
  };
  const [hold] = await database.db
    .insert(seatHolds)
    .values({
      kind: "payment_intent",
      provider: "test",
      providerPaymentId: "pi_mixed_languages",
      workshopId: "habits",
      status: "completed",
      subtotal: 14700,
      amountTotal: 14700,
      customerEmail: formData.parentEmail,
      holdExpiresAt: expiresAt,
    })
    .returning();
  await database.db.insert(bookings).values({
    reference: "TW-MIXED2",
    workshopId: "habits",
    holdId: hold!.id,
    parentFirstName: "Claire",
    parentEmail: formData.parentEmail,
    teenFirstName: "Léa",
    teenLastName: "Martin",
    teenAge: 13,
    amountPaid: 14700,
    status: "confirmed",
  });
  const [toPay, paid] = await database.db
    .insert(draftOrders)
    .values([
      { workshopId: "goals", formData, expiresAt },
      { workshopId: "habits", formData, expiresAt, paymentIntentId: hold!.providerPaymentId },
    ])
    .returning();
  const cookie = (header: string) => header.split(";")[0]!;
  const first = cookie(
    await withDraftToken(config, new Request("http://academy.test"), "goals", toPay!.token),
  );
  const request = new Request("http://academy.test", { headers: { cookie: first } });
  return cookie(await withDraftToken(config, request, "habits", paid!.token));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  await insertGroup(database.db, "mixed-languages-group", { inDays: 12 });
  const [booking] = await database.db
    .insert(bookings)
    .values({
      reference: "TW-MIXED1",
      workshopId: "goals",
      groupId: "mixed-languages-group",
      parentFirstName: "Claire",
      parentEmail: "claire-mixed@example.com",
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      amountPaid: 14700,
      status: "confirmed",
    })
    .returning();
  token = booking!.receiptToken;
  names = (await database.db.select({ title: workshops.title }).from(workshops)).map((row) => row.title);
  app = await realApp({ ...database, logger: silentLogger });
  orders = await familyOrders(app.services.config);
  // The seller's identity is configured as written (a mediator's name is French on every page).
  names.push(...Object.values(app.services.config.seller).filter((value) => typeof value === "string"));
});
afterAll(() => database.drop());

/** A route's path with its parameters filled in: a seeded workshop, a booking's secret, the terms in force. */
function filled(path: string) {
  return (
    `/${path}`
      // The family's paid order is another workshop's: each page has an order to show.
      .replace("booking/:workshopId/confirmation", "booking/habits/confirmation")
      .replace(":workshopId", "goals")
      .replace("bookings/family/:token", "bookings/family/no-such-link")
      .replace(":token", token)
      .replace(":version", TERMS_VERSION)
      .replace(/^\/productivity-workshop\/success$/, "/productivity-workshop/success?session_id=cs_unknown")
  );
}

/** The route table's public pages, as their routes name them. */
const routePaths = [...bilingualPages.map((page) => page.path), ...bilingualLegalPaths];
/** Filled in once the booking exists. */
const publicPaths = () => routePaths.map(filled);

/** Pages in one language only: the payment-cancelled page is French (and so its footer), a lost page in the path's. */
const oneLanguagePages = [
  { path: paths.productivityCancelled, language: "fr" },
  { path: "/no-such-page", language: "en" },
  { path: "/fr/no-such-page", language: "fr" },
] as const;

test("the route table's public pages are all checked, each with its French twin", () => {
  expect(publicPaths()).toContain("/");
  expect(publicPaths()).toContain("/booking/goals");
  expect(publicPaths()).toContain(`/bookings/${token}`);
  expect(localisedPath("fr", "/booking/goals")).toBe("/fr/booking/goals");
});

for (const language of ["en", "fr"] as const)
  test(`every public page in ${language === "en" ? "English" : "French"} shows no text of the other language`, async () => {
    const foreign = foreignRuns(language);
    const statuses: Record<string, number> = {};
    expect(foreign.length).toBeGreaterThan(100);
    const found: string[] = [];
    const pages = [
      ...publicPaths().map((english) => localisedPath(language, english)),
      ...oneLanguagePages.filter((page) => page.language === language).map((page) => page.path),
    ];
    for (const path of pages) {
      const response = await app.app.request(path, { headers: { cookie: orders } });
      const html = await response.text();
      statuses[path] = response.status;
      if (response.status >= 300 && response.status < 400) continue;
      expect(/<html lang="(\w+)"/.exec(html)?.[1], path).toBe(language);
      const text = visibleText(html);
      for (const run of foreign)
        if (text.includes(run) && !names.some((name) => name.includes(run))) found.push(`${path}: "${run}"`);
    }
    expect(found).toEqual([]);
    // Every page was there to be read: redirects and answers that are not pages are named here.
    expect(Object.entries(statuses).filter(([, status]) => status !== 200)).toEqual(
      Object.entries(expectedStatuses(language)),
    );
    // Every page of one language in one test (its statuses are compared whole): more time than one page's.
  }, 120_000);

/** The pages that do not answer 200 when opened without their context (an unknown link's page). */
function expectedStatuses(language: Language): Record<string, number> {
  const at = (path: string) => localisedPath(language, path);
  return {
    [at("/bookings/family/no-such-link")]: 410,
    // A booking's secret is no review link: the review page's own 404.
    [at(paths.review(token))]: 404,
    [at(paths.newsletterConfirm)]: 404,
    [at(paths.newsletterUnsubscribe)]: 404,
    [language === "en" ? "/no-such-page" : "/fr/no-such-page"]: 404,
  };
}

// One test a page, each with its own time: the pages' render together once outlasted a test's limit on
// a loaded machine.
test.each(routePaths)(
  "the public page /%s has its canonical link and its hreflang alternates",
  async (route) => {
    const english = filled(route);
    // The terms in force are indexed at /terms, which their permanent address names as canonical.
    const pathname = english === filled("terms/:version") ? paths.terms : english.split("?")[0]!;
    for (const language of ["en", "fr"] as const) {
      const path = localisedPath(language, pathname);
      const html = await (
        await app.app.request(localisedPath(language, english), { headers: { cookie: orders } })
      ).text();
      const link = (attributes: string) => new RegExp(`<link ${attributes}/>`).test(html);
      expect(link(`rel="canonical" href="http://academy.test${path}"`), path).toBe(true);
      expect(link(`rel="alternate" hrefLang="en" href="http://academy.test${pathname}"`), path).toBe(true);
      expect(
        link(`rel="alternate" hrefLang="fr" href="http://academy.test${localisedPath("fr", pathname)}"`),
        path,
      ).toBe(true);
      expect(link(`rel="alternate" hrefLang="x-default" href="http://academy.test${pathname}"`), path).toBe(
        true,
      );
    }
  },
);

test("the sitemap lists both languages", async () => {
  const sitemap = await (await app.app.request(paths.sitemap)).text();
  for (const path of [
    "/",
    "/fr",
    "/workshops",
    "/fr/workshops",
    "/productivity-workshop",
    "/fr/productivity-workshop",
  ])
    expect(sitemap).toContain(`<loc>http://academy.test${path}</loc>`);
});
