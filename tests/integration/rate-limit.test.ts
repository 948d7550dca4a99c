import { afterAll, beforeAll, expect, test } from "vitest";
import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

test("a key is refused past its limit within the window, and allowed again after it", async () => {
  const options = { limit: 3, windowSeconds: 60 };
  const start = new Date("2026-01-01T10:00:00Z");
  const at = (seconds: number) => ({ ...options, now: new Date(start.getTime() + seconds * 1000) });
  const results = [];
  for (let attempt = 0; attempt < 4; attempt++)
    results.push(await consumeRateLimit(database.db, "k", at(attempt)));
  expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
  expect(results[3]?.retryAfterSeconds).toBe(57);
  expect((await consumeRateLimit(database.db, "other", at(4))).allowed).toBe(true);
  expect((await consumeRateLimit(database.db, "k", at(61))).allowed).toBe(true);
});

test("concurrent attempts are counted exactly", async () => {
  const options = { limit: 5, windowSeconds: 60 };
  const results = await Promise.all(
    Array.from({ length: 20 }, () => consumeRateLimit(database.db, "burst", options)),
  );
  expect(results.filter((result) => result.allowed)).toHaveLength(5);
});
