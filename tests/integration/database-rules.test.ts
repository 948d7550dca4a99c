import { randomBytes } from "node:crypto";
import { DatabaseError } from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  bookings,
  discountCodes,
  newsletterSubscribers,
  waitingList,
  workshops,
} from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

/** The PostgreSQL error code (and constraint) a failed statement raised. */
async function rejection(statement: Promise<unknown>) {
  try {
    await statement;
  } catch (error) {
    const cause = error instanceof DatabaseError ? error : (error as { cause?: unknown }).cause;
    if (cause instanceof DatabaseError) return { code: cause.code, constraint: cause.constraint };
    throw error;
  }
  throw new Error("the database accepted the row");
}

// A reference of its own per row: a reference another test already stored would be refused as a
// duplicate before the constraint a test is about is even checked.
const booking = () => ({
  reference: `TW-${randomBytes(4).toString("hex")}`,
  workshopId: "confidence",
  parentFirstName: "Ana",
  parentEmail: "ana@example.com",
  teenFirstName: "Leo",
  teenAge: 13,
});

describe("the database itself rejects bad rows", () => {
  test("a second waiting-list entry with the same e-mail for one workshop", async () => {
    await database.db.insert(waitingList).values({ workshopId: "goals", parentEmail: "parent@example.com" });
    expect(
      await rejection(
        database.db.insert(waitingList).values({ workshopId: "goals", parentEmail: "parent@example.com" }),
      ),
    ).toEqual({ code: "23505", constraint: "waiting_list_workshop_email_unique" });
    // The same address may wait for another workshop.
    await database.db.insert(waitingList).values({ workshopId: "habits", parentEmail: "parent@example.com" });
  });

  test("a negative price", async () => {
    expect(
      await rejection(
        database.db
          .insert(workshops)
          .values({ id: "bad", title: "Bad", description: "x", price: -1, duration: "1 week", maxSeats: 6 }),
      ),
    ).toEqual({ code: "23514", constraint: "workshops_price_non_negative" });
  });

  test("an unknown booking status", async () => {
    expect(
      await rejection(
        database.db.insert(bookings).values({ ...booking(), status: "refunded" as "confirmed" }),
      ),
    ).toEqual({ code: "23514", constraint: "bookings_status" });
  });

  test("a booking for a workshop that does not exist", async () => {
    expect(
      await rejection(database.db.insert(bookings).values({ ...booking(), workshopId: "missing" })),
    ).toEqual({
      code: "23503",
      constraint: "bookings_workshop_id_workshops_id_fk",
    });
  });

  test("more seats booked than the workshop has", async () => {
    expect(await rejection(database.db.update(workshops).set({ bookedSeats: 7 }))).toEqual({
      code: "23514",
      constraint: "workshops_within_capacity",
    });
  });

  test("an unknown discount type, a duplicate code and a percentage over 100", async () => {
    expect(
      await rejection(
        database.db
          .insert(discountCodes)
          .values({ code: "X1", discountType: "gift" as "fixed", discountValue: 5 }),
      ),
    ).toEqual({ code: "23514", constraint: "discount_codes_type" });
    expect(
      await rejection(database.db.insert(discountCodes).values({ code: "TEEN20", discountValue: 10 })),
    ).toEqual({
      code: "23505",
      constraint: "discount_codes_code_unique",
    });
    expect(
      await rejection(database.db.insert(discountCodes).values({ code: "ALL", discountValue: 120 })),
    ).toEqual({
      code: "23514",
      constraint: "discount_codes_percentage_max",
    });
  });

  test("a duplicate newsletter address", async () => {
    await database.db.insert(newsletterSubscribers).values({ email: "reader@example.com" });
    expect(
      await rejection(database.db.insert(newsletterSubscribers).values({ email: "reader@example.com" })),
    ).toEqual({
      code: "23505",
      constraint: "newsletter_subscribers_email_unique",
    });
  });

  test("a valid booking is accepted with a secret receipt token", async () => {
    const [row] = await database.db.insert(bookings).values(booking()).returning();
    expect(row?.status).toBe("pending");
    expect(row?.receiptToken).toMatch(/^[0-9a-f]{64}$/);
  });
});
