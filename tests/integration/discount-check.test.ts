import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "#server/config.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { action as discountAction } from "#app/routes/booking/api-discount.ts";
import { discountAnswerOf } from "#shared/discount-answer.ts";
import { discountRefusalText } from "#shared/discount-messages.ts";
import { checkDiscount } from "#server/discounts/check-discount.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
const config = loadConfig({ DISCOUNT_RATE_LIMIT_PER_IP: "3", DISCOUNT_RATE_LIMIT_WINDOW_SECONDS: "600" });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

// The domain's outcome as the route answers it: status and body.
const check = async (code: unknown, clientIp: string) =>
  discountAnswerOf(await checkDiscount({ db: database.db, config }, { workshopId: "goals", code, clientIp }));

test("a valid code answers the new total, in any case and as often as a parent checks it", async () => {
  for (let attempt = 0; attempt < 10; attempt++)
    expect(await check(" teen20 ", "10.0.0.1")).toEqual({
      status: 200,
      body: { ok: true, code: "TEEN20", subtotal: 14700, discountAmount: 2940, finalAmount: 11760 },
    });
});

test("unknown codes count against the address: past the limit every check is refused, valid codes too", async () => {
  const guesser = "10.0.0.2";
  for (const guess of ["AAA1", "AAA2", "AAA3"])
    expect(await check(guess, guesser)).toMatchObject({
      status: 422,
      body: { ok: false, reason: "unknown" },
    });
  expect(await check("AAA4", guesser)).toEqual({
    status: 429,
    body: { ok: false, reason: "rate_limited", error: "Too many attempts. Please try again later." },
  });
  expect(await check("TEEN20", guesser)).toMatchObject({ status: 429 });
  // Another address is not affected.
  expect(await check("TEEN20", "10.0.0.3")).toMatchObject({ status: 200 });
});

test("an empty, too long or missing code is refused without a lookup", async () => {
  for (const code of ["", "   ", "X".repeat(41), undefined, 42])
    expect(await check(code, "10.0.0.4")).toEqual({
      status: 400,
      body: { ok: false, reason: "unknown", error: "Please enter a discount code." },
    });
});

test("the route answers in the language its page posts: French for a French booking form, English otherwise", async () => {
  const services = { db: database.db, config } as never;
  const post = async (body: unknown) => {
    const request = new Request("http://academy.test/api/workshops/goals/discount", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://academy.test" },
      body: JSON.stringify(body),
    });
    const response = await discountAction({
      request,
      params: { workshopId: "goals" },
      context: { services, clientIp: "10.0.0.9", reportError: () => undefined },
    } as never);
    return (await response.json()) as { error?: string };
  };
  expect((await post({ code: "NOPE1", language: "fr" })).error).toBe(
    discountRefusalText({ reason: "unknown" }, "fr"),
  );
  expect((await post({ code: "NOPE2" })).error).toBe(discountRefusalText({ reason: "unknown" }, "en"));
  expect(discountRefusalText({ reason: "unknown" }, "fr")).not.toBe(
    discountRefusalText({ reason: "unknown" }, "en"),
  );
});
