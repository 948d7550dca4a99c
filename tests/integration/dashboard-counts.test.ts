import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DASHBOARD_COUNT_KEYS, getDashboardCounts } from "#server/admin/dashboard-counts.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { recordingLogger } from "#tests/helpers/recording-logger.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
const now = new Date("2026-03-10T12:00:00Z");
const daysAgo = (days: number, extraMinutes = 0) =>
  new Date(now.getTime() - days * 86_400_000 - extraMinutes * 60_000).toISOString();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

async function addBooking(reference: string, createdAt: string) {
  await database.db.execute(sql`
    insert into bookings (reference, workshop_id, parent_first_name, parent_email, teen_first_name, teen_age, created_at)
    values (${reference}, 'goals', 'Parent', 'parent@example.com', 'Teen', 13, ${createdAt}::timestamptz)`);
}

describe("dashboard counts", () => {
  test("count the rows, active workshops only, and the bookings of the past 7 days", async () => {
    await database.db.execute(sql`update workshops set is_active = false where id in ('habits', 'goals')`);
    await addBooking("TW-000001", daysAgo(0));
    await addBooking("TW-000002", daysAgo(6, 23 * 60));
    await addBooking("TW-000003", daysAgo(7, -1)); // one minute inside the window
    await addBooking("TW-000004", daysAgo(7, 1)); // one minute outside
    await addBooking("TW-000005", daysAgo(40));
    await database.db.execute(sql`
      insert into newsletter_subscribers (email, confirmed) values ('a@example.com', true), ('b@example.com', false)`);
    await database.db.execute(sql`
      insert into waiting_list (workshop_id, parent_email) values ('goals', 'c@example.com'), ('habits', 'c@example.com'), ('confidence', 'd@example.com')`);
    await database.db.execute(sql`
      insert into discount_codes (code, discount_value) values ('SPRING10', 10), ('SUMMER15', 15)`);

    expect(await getDashboardCounts(database.db, silentLogger, now)).toEqual({
      activeWorkshops: 4,
      totalBookings: 5,
      newsletterSubscribers: 2,
      waitingList: 3,
      discountCodes: 3, // the seeded TEEN20 and two more
      recentBookings: 3,
      refundRequests: 0,
      failedRefunds: 0,
    });
  });

  test("a failed count is logged and shown as unavailable, not as an error page", async () => {
    const broken = await createTestDatabase();
    try {
      await broken.db.execute(sql`drop table waiting_list cascade`);
      const { logger, messages } = recordingLogger();
      const counts = await getDashboardCounts(broken.db, logger, now);
      expect(Object.values(counts)).toEqual(DASHBOARD_COUNT_KEYS.map(() => null));
      expect(messages).toContain("Error fetching dashboard counts");
    } finally {
      await broken.drop();
    }
  });
});
