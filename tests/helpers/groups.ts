import type { Database } from "#server/db/client.server.ts";
import { workshopGroups } from "#server/db/schema.server.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * A group of the seeded "goals" workshop whose first session is `inDays` from now (UTC, 16:00,
 * four weekly sessions of an hour, six seats); `values` overrides any column.
 */
export async function insertGroup(
  db: Database,
  id: string,
  values: Partial<typeof workshopGroups.$inferInsert> & { inDays?: number } = {},
) {
  const { inDays = 10, ...rest } = values;
  const first = new Date(Date.now() + inDays * DAY);
  await db.insert(workshopGroups).values({
    id,
    workshopId: "goals",
    capacity: 6,
    timeZone: "UTC",
    weekday: first.getUTCDay() === 0 ? 7 : first.getUTCDay(),
    startTime: "16:00",
    firstSessionDate: first.toISOString().slice(0, 10),
    sessionCount: 4,
    sessionMinutes: 60,
    ...rest,
  });
  return id;
}
