import { afterAll, beforeAll, expect, test } from "vitest";
import { m } from "#shared/i18n/messages.ts";
import { seedCatalogue } from "#tests/helpers/payments.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * A French page's script posts its language with each request: the JSON endpoints answer a refusal
 * in it, as the family's messages will be (docs/product/languages-and-texts.md#the-familys-language).
 */

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>["app"];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  ({ app } = await realApp({ db: database.db, pool: database.pool, logger: silentLogger }));
}, 120_000);
afterAll(() => database.drop());

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://academy.test" },
    body: JSON.stringify(body),
  });

test("joining a waiting list twice from a French page is refused in French; from an English page in English", async () => {
  const body = { email: "twice@example.fr" };
  expect((await post("/api/workshops/goals/waitlist", { ...body, language: "fr" })).status).toBe(200);
  const french = await post("/api/workshops/goals/waitlist", { ...body, language: "fr" });
  expect(french.status).toBe(409);
  expect(await french.json()).toMatchObject({ ok: false, error: m.waitlist_duplicate({}, { locale: "fr" }) });
  const english = await post("/api/workshops/goals/waitlist", body);
  expect(await english.json()).toMatchObject({
    ok: false,
    error: m.waitlist_duplicate({}, { locale: "en" }),
  });
});

test("a payment start refused from the French payment page says why in French", async () => {
  const answer = await post("/api/create-payment-intent", {
    workshopId: "no-such-workshop",
    formData: {},
    language: "fr",
  });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  const { error } = (await answer.json()) as { error: string };
  expect(error).not.toBe("");
  const english = (await (
    await post("/api/create-payment-intent", { workshopId: "no-such-workshop", formData: {} })
  ).json()) as { error: string };
  expect(error).not.toBe(english.error);
});
