import { afterAll, beforeAll, expect, test } from "vitest";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { VAT_FRANCHISE_MENTION } from "#shared/legal-texts.ts";
import { refundPolicyTexts } from "#shared/refund-policy.ts";
import { TERMS_VERSION } from "#shared/terms-version.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/* The legal notice and the terms of sale (docs/product/legal.md), as the built server answers them. */
const seller = {
  SELLER_LEGAL_NAME: "Académie Exemple SAS",
  SELLER_LEGAL_FORM: "SAS",
  SELLER_ADDRESS: "12 rue des Lilas, 75011 Paris, France",
  SELLER_SIREN: "123456789",
  SELLER_SIRET: "12345678900012",
  SELLER_REGISTRY: "RCS Paris",
  SELLER_SHARE_CAPITAL: "1 000 €",
  SELLER_PHONE: "+33 1 23 45 67 89",
  PUBLICATION_DIRECTOR: "Jeanne Martin",
  HOST_NAME: "Hébergeur Exemple",
  HOST_ADDRESS: "5 avenue du Port, 69001 Lyon, France",
  MEDIATOR_NAME: "Médiateur Exemple",
  MEDIATOR_URL: "https://mediateur.example.fr/",
};

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>;
let withVat: Awaited<ReturnType<typeof realApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  app = await realApp({ ...database, logger: silentLogger, env: seller });
  withVat = await realApp({
    ...database,
    logger: silentLogger,
    env: { ...seller, SELLER_VAT_NUMBER: "FR12123456789", VAT_RATE: "20" },
  });
});
afterAll(() => database.drop());

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

async function page(path: string, server = app) {
  const response = await server.app.request(path);
  const html = await response.text();
  return { status: response.status, html, text: text(html), lang: /<html lang="(\w+)"/.exec(html)?.[1] };
}

test("the legal notice names the seller, the director, the host, the contact and the mediator", async () => {
  const legal = await page("/legal");
  expect(legal.status).toBe(200);
  expect(legal.lang).toBe("en");
  for (const value of Object.values(seller)) expect(legal.text).toContain(value);
  expect(legal.text).toContain("contact@academy.test");
  expect(legal.text).toContain(VAT_FRANCHISE_MENTION);
  expect(legal.html).toContain('href="/fr/legal"');
  expect(legal.html).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);

  const vat = await page("/legal", withVat);
  expect(vat.text).toContain("FR12123456789");
  expect(vat.text).not.toContain(VAT_FRANCHISE_MENTION);

  const french = await page("/fr/legal");
  expect(french.lang).toBe("fr");
  expect(french.text).toContain("Mentions légales");
  expect(french.text).toContain("Directeur de la publication");
  expect(french.html).toContain('href="/legal"');
});

test("the terms carry their version, the policy's rules and the seller, in English and in French", async () => {
  const terms = await page("/terms");
  expect(terms.status).toBe(200);
  expect(terms.text).toContain("Version of 27 November 2026");
  for (const rule of refundPolicyTexts("en").rules) expect(terms.text).toContain(rule.text);
  expect(terms.text).toContain("Académie Exemple SAS, SAS, 12 rue des Lilas");
  expect(terms.text).toContain(`The academy does not charge VAT: ${VAT_FRANCHISE_MENTION}.`);
  expect(terms.text).toContain("Médiateur Exemple");
  expect(terms.html).toContain('href="/withdrawal"');
  expect(terms.html).toContain('href="/privacy"');
  expect(terms.html).toContain('href="/fr/terms"');
  expect(terms.html).toContain(`href="/terms/${TERMS_VERSION}"`);
  expect(terms.html).toContain('<link rel="canonical" href="http://academy.test/terms"/>');
  expect((await page("/terms", withVat)).text).toContain("Prices include VAT at 20%.");

  const french = await page("/fr/terms");
  expect(french.lang).toBe("fr");
  expect(french.text).toContain("Conditions générales de vente");
  expect(french.text).toContain("Version du 27 novembre 2026");
  // The page's text has its spaces as one (the French no-break ones too).
  for (const rule of refundPolicyTexts("fr").rules)
    expect(french.text).toContain(rule.text.replace(/\s+/g, " "));
  // Each rule's label takes French punctuation: a no-break space before its colon.
  const [firstRule] = refundPolicyTexts("fr").rules;
  expect(french.html).toMatch(new RegExp(`${firstRule!.label}(<!-- -->)?\u00a0:`));
  expect(french.html).toContain('href="/terms"');
});

test("a published version stays at its own address; an unknown one is not found", async () => {
  const current = await page("/terms");
  const versioned = await page(`/terms/${TERMS_VERSION}`);
  expect(versioned.status).toBe(200);
  const body = (html: string) => text(/<article[\s\S]*<\/article>/.exec(html)![0]);
  expect(body(versioned.html)).toBe(body(current.html));
  expect(versioned.html).toContain(`href="/fr/terms/${TERMS_VERSION}"`);
  expect((await page(`/fr/terms/${TERMS_VERSION}`)).lang).toBe("fr");
  expect((await page("/terms/2020-01-01")).status).toBe(404);
  expect((await page("/fr/terms/latest")).status).toBe(404);
});

test("every public page's footer links the legal notice and the terms, in the page's language", async () => {
  for (const path of ["/", "/workshops", "/privacy", "/productivity-workshop", "/terms"]) {
    const { html } = await page(path);
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)![0];
    expect(footer, path).toMatch(/<a [^>]*href="\/legal"[^>]*>Legal notice<\/a>/);
    expect(footer, path).toMatch(/<a [^>]*href="\/terms"[^>]*>Terms of sale<\/a>/);
  }
  const footer = /<footer[\s\S]*<\/footer>/.exec((await page("/fr/terms")).html)![0];
  expect(footer).toMatch(/<a [^>]*href="\/fr\/legal"[^>]*>Mentions légales<\/a>/);
  expect(footer).toMatch(/<a [^>]*href="\/fr\/terms"[^>]*>Conditions générales de vente<\/a>/);
});
