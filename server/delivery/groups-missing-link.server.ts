import { and, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { workshopGroups, workshops } from "#server/db/schema.server.ts";
import { groupSessions, type GroupSession } from "#shared/group-schedule.ts";
import { groupScheduleColumns, scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";

/** How long before its first session a group without a video link is flagged on the dashboard. */
export const MISSING_LINK_WARNING_HOURS = 48;

export type GroupMissingLink = {
  groupId: string;
  workshopId: string;
  workshopTitle: string;
  firstSession: GroupSession;
  timeZone: string;
};

/**
 * Groups still without a video link when their first session is 48 hours away or less, and not over yet
 * (docs/product/groups-and-delivery.md#video-link): the back-office dashboard's warning. Soonest first.
 */
export async function groupsMissingVideoLink(db: Pick<Database, "select">, now: Date = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .select({
      groupId: workshopGroups.id,
      workshopId: workshops.id,
      workshopTitle: workshops.title,
      ...groupScheduleColumns,
    })
    .from(workshopGroups)
    .innerJoin(workshops, eq(workshops.id, workshopGroups.workshopId))
    .where(
      and(
        isNull(workshopGroups.videoUrl),
        isNull(workshopGroups.closedAt),
        lte(workshopGroups.firstSessionDate, sql`(${today}::date + 3)`),
        gte(
          sql`${workshopGroups.firstSessionDate} + (${workshopGroups.sessionCount} * 7)`,
          sql`(${today}::date - 1)`,
        ),
      ),
    );
  const soon = now.getTime() + MISSING_LINK_WARNING_HOURS * 60 * 60 * 1000;
  const flagged: GroupMissingLink[] = [];
  for (const row of rows) {
    const sessions = groupSessions(scheduleOfGroup(row));
    const first = sessions[0];
    const last = sessions.at(-1);
    if (!first || !last || first.start.getTime() > soon || last.end.getTime() <= now.getTime()) continue;
    flagged.push({
      groupId: row.groupId,
      workshopId: row.workshopId,
      workshopTitle: row.workshopTitle,
      firstSession: first,
      timeZone: row.timeZone,
    });
  }
  return flagged.sort((a, b) => a.firstSession.start.getTime() - b.firstSession.start.getTime());
}
