import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import type { Logger } from "#server/logger.server.ts";

export const DASHBOARD_COUNT_KEYS = [
  "activeWorkshops",
  "totalBookings",
  "newsletterSubscribers",
  "waitingList",
  "discountCodes",
  "recentBookings",
  "refundRequests",
  "failedRefunds",
] as const;
export type DashboardCountKey = (typeof DASHBOARD_COUNT_KEYS)[number];
/** null: the count could not be read (the card shows a dash). */
export type DashboardCounts = Record<DashboardCountKey, number | null>;

/** docs/product/accounts-and-back-office.md#dashboard: the dashboard's "recent" window. */
const RECENT_BOOKINGS_DAYS = 7;

const unavailable = () =>
  Object.fromEntries(DASHBOARD_COUNT_KEYS.map((key) => [key, null])) as DashboardCounts;

/**
 * The dashboard's counts in one statement (one round trip). A failure is
 * logged and leaves every card showing a dash instead of breaking the page.
 */
export async function getDashboardCounts(
  db: Database,
  logger: Logger,
  now: Date = new Date(),
): Promise<DashboardCounts> {
  const since = new Date(now.getTime() - RECENT_BOOKINGS_DAYS * 24 * 60 * 60 * 1000);
  try {
    const result = await db.execute<Record<DashboardCountKey, number | string | null>>(sql`
      select
        (select count(*) from workshops where is_active) as "activeWorkshops",
        (select count(*) from bookings) as "totalBookings",
        (select count(*) from newsletter_subscribers) as "newsletterSubscribers",
        (select count(*) from waiting_list) as "waitingList",
        (select count(*) from discount_codes) as "discountCodes",
        (select count(*) from bookings where created_at >= ${since.toISOString()}::timestamptz) as "recentBookings",
        (select count(*) from refunds where status = 'requested') as "refundRequests",
        (select count(*) from refunds where status = 'failed') as "failedRefunds"`);
    const row = result.rows[0];
    const counts = unavailable();
    for (const key of DASHBOARD_COUNT_KEYS) {
      const value = row?.[key];
      if (value === null || value === undefined) {
        logger.error({ count: key }, "Dashboard count missing");
      } else {
        counts[key] = Number(value);
      }
    }
    return counts;
  } catch (error) {
    logger.error({ err: error }, "Error fetching dashboard counts");
    return unavailable();
  }
}
