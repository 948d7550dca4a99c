import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seatHolds, discountCodes, workshops } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { discountRefusalText } from "#shared/discount-messages.ts";
import { previewDiscount } from "#server/discounts/preview-discount.server.ts";
import { discountCents, evaluateDiscount } from "#server/discounts/discount-rules.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  const yesterday = new Date(Date.now() - 86_400_000);
  const tomorrow = new Date(Date.now() + 86_400_000);
  await database.db.insert(discountCodes).values([
    { code: "OFF", discountType: "percentage", discountValue: 10, isActive: false },
    { code: "OLD", discountType: "percentage", discountValue: 10, expiresAt: yesterday },
    { code: "SOON", discountType: "percentage", discountValue: 10, expiresAt: tomorrow },
    { code: "DONE", discountType: "percentage", discountValue: 10, maxUses: 3, usedCount: 3 },
    { code: "LAST", discountType: "percentage", discountValue: 10, maxUses: 3, usedCount: 2 },
    { code: "HELD", discountType: "percentage", discountValue: 10, maxUses: 3, usedCount: 2 },
    { code: "BIG", discountType: "fixed", discountValue: 20000, minAmount: 20000 },
    { code: "HUGE", discountType: "fixed", discountValue: 50000 },
    { code: "FIVER", discountType: "fixed", discountValue: 500 },
    { code: "ODD", discountType: "percentage", discountValue: 15 },
    { code: "ALL", discountType: "percentage", discountValue: 100 },
  ]);
  // An open, unexpired hold reserves one use of HELD; an expired one and a failed one reserve nothing.
  const [held] = await database.db.select().from(discountCodes).where(eq(discountCodes.code, "HELD"));
  const hold = {
    kind: "payment_intent" as const,
    provider: "test",
    workshopId: "goals",
    discountCodeId: held!.id,
    subtotal: 14700,
    discountAmount: 1470,
    amountTotal: 13230,
    customerEmail: "p@example.com",
  };
  await database.db.insert(seatHolds).values([
    { ...hold, status: "open", holdExpiresAt: tomorrow },
    { ...hold, status: "open", holdExpiresAt: yesterday },
    { ...hold, status: "failed", holdExpiresAt: tomorrow },
  ]);
});
afterAll(() => database.drop());

// Goals costs 14700 cents, confidence 29700 (docs/product/catalogue-and-pages.md#prices).
describe.each([
  { workshopId: "goals", code: "TEEN20", expected: { ok: true, discountAmount: 2940, finalAmount: 11760 } },
  {
    workshopId: "confidence",
    code: " teen20 ",
    expected: { ok: true, discountAmount: 5940, finalAmount: 23760 },
  },
  {
    workshopId: "goals",
    code: "NOPE",
    expected: { ok: false, reason: "unknown" },
  },
  { workshopId: "goals", code: "", expected: { ok: false, reason: "unknown" } },
  {
    workshopId: "goals",
    code: "OFF",
    expected: { ok: false, reason: "inactive" },
  },
  {
    workshopId: "goals",
    code: "OLD",
    expected: { ok: false, reason: "expired" },
  },
  { workshopId: "goals", code: "SOON", expected: { ok: true, discountAmount: 1470 } },
  {
    workshopId: "goals",
    code: "DONE",
    expected: { ok: false, reason: "used_up" },
  },
  { workshopId: "goals", code: "LAST", expected: { ok: true, discountAmount: 1470 } },
  { workshopId: "goals", code: "HELD", expected: { ok: false, reason: "used_up" } },
  {
    workshopId: "goals",
    code: "BIG",
    expected: {
      ok: false,
      reason: "below_minimum",
      minAmount: 20000,
    },
  },
  { workshopId: "confidence", code: "BIG", expected: { ok: true, discountAmount: 20000, finalAmount: 9700 } },
  { workshopId: "goals", code: "HUGE", expected: { ok: true, discountAmount: 14700, finalAmount: 0 } },
  { workshopId: "goals", code: "FIVER", expected: { ok: true, discountAmount: 500, finalAmount: 14200 } },
  // 15% of 14700 = 2205 exactly; of 24700 = 3705; rounding is checked on odd prices below.
  { workshopId: "habits", code: "ODD", expected: { ok: true, discountAmount: 3705, finalAmount: 20995 } },
  { workshopId: "goals", code: "ALL", expected: { ok: true, discountAmount: 14700, finalAmount: 0 } },
])("$code on $workshopId", ({ workshopId, code, expected }) => {
  test(`gives ${JSON.stringify(expected)}`, async () => {
    expect(await previewDiscount(database.db, { workshopId, code })).toMatchObject(expected);
  });
});

test("an inactive or unknown workshop gives no discount", async () => {
  await database.db.update(workshops).set({ isActive: false }).where(eq(workshops.id, "social-skills"));
  expect(await previewDiscount(database.db, { workshopId: "social-skills", code: "TEEN20" })).toMatchObject({
    ok: false,
    reason: "no_workshop",
  });
  expect(await previewDiscount(database.db, { workshopId: "nope", code: "TEEN20" })).toMatchObject({
    ok: false,
  });
});

test.each([
  // price, percentage, cents off (half up to the cent)
  [14999, 15, 2250], // 2249.85
  [14990, 15, 2249], // 2248.5 -> 2249
  [1, 50, 1], // 0.5 -> 1
  [3, 33, 1], // 0.99
  [19999, 20, 4000], // 3999.8
  [10001, 20, 2000], // 2000.2
])("a percentage rounds to the cent: %i cents at %i%% takes %i off", (price, pct, off) => {
  expect(discountCents({ discountType: "percentage", discountValue: pct }, price)).toBe(off);
});

test("a code that expires at this very instant has expired; the minimum is inclusive", () => {
  const now = new Date("2025-01-01T00:00:00Z");
  const rule = {
    code: "X",
    discountType: "fixed" as const,
    discountValue: 100,
    minAmount: 1000,
    maxUses: null,
    usedCount: 0,
    expiresAt: now,
    isActive: true,
  };
  expect(evaluateDiscount(rule, 1000, { now })).toMatchObject({ ok: false, reason: "expired" });
  expect(evaluateDiscount({ ...rule, expiresAt: null }, 1000, { now })).toMatchObject({
    ok: true,
    finalAmount: 900,
  });
  expect(evaluateDiscount({ ...rule, expiresAt: null }, 999, { now })).toMatchObject({
    reason: "below_minimum",
  });
});

test("each refusal reads as the parent's English text", () => {
  expect(discountRefusalText({ reason: "unknown" })).toBe("This discount code is not valid.");
  expect(discountRefusalText({ reason: "inactive" })).toBe("This discount code is no longer active.");
  expect(discountRefusalText({ reason: "expired" })).toBe("This discount code has expired.");
  expect(discountRefusalText({ reason: "used_up" })).toBe("This discount code has reached its usage limit.");
  expect(discountRefusalText({ reason: "below_minimum", minAmount: 20000 })).toBe(
    "This discount code applies to orders of €200 or more.",
  );
});
