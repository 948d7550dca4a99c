import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { workshops } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { refundPolicyShort, refundPolicySummary } from "#shared/refund-policy.ts";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/* The productivity sales page quotes the price an administrator set, in its text and its description. */
let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  app = await realApp({ ...database, logger: silentLogger });
});
afterAll(() => database.drop());

async function salesPage() {
  const response = await app.app.request("/productivity-workshop");
  expect(response.status).toBe(200);
  const html = await response.text();
  return {
    html,
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
}

const setPrice = (price: number) =>
  database.db.update(workshops).set({ price }).where(eq(workshops.id, PRODUCTIVITY_WORKSHOP_ID));

test("at the seeded €270 the page saves €50 against individual sessions and says €270", async () => {
  const { html, description } = await salesPage();
  expect(description).toContain("€270, all taxes included");
  expect(html).toContain("Save €50 versus individual sessions");
  // The refund policy in its one wording, beside the price and under what the teen learns.
  expect(html).toContain(refundPolicyShort("en"));
  expect(html).toContain(refundPolicySummary("en"));
  expect(description).not.toMatch(/refund/i);
});

test("a new price shows in the description and the saving at once; no saving is claimed above €320", async () => {
  await setPrice(29000);
  let page = await salesPage();
  expect(page.description).toContain("€290, all taxes included");
  expect(page.html).toContain("Save €30 versus individual sessions");

  await setPrice(33000);
  page = await salesPage();
  expect(page.description).toContain("€330, all taxes included");
  expect(page.html).not.toContain("versus individual sessions");
  await setPrice(27000);
});
