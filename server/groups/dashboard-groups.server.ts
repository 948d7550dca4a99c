import { sql } from "drizzle-orm";
import { groupSessions, type GroupSchedule } from "#shared/group-schedule.ts";
import type { Database } from "#server/db/client.server.ts";
import {
  groupEndsAt,
  groupScheduleSql,
  scheduleOfRow,
  type GroupScheduleRow,
} from "#server/group-schedule/group-sql.server.ts";
import { groupHolds } from "#server/seats/seats.server.ts";

export type DashboardGroup = GroupSchedule & {
  id: string;
  workshopId: string;
  workshopTitle: string;
  dateRange: string;
  timeText: string;
  capacity: number;
  bookedSeats: number;
  held: number;
};

export type DashboardSession = {
  groupId: string;
  workshopTitle: string;
  start: string;
  end: string;
  timeZone: string;
};

/**
 * The dashboard's groups (docs/product/groups.md#dashboard): each open group (not closed,
 * not finished) with its fill, the next sessions across them, and the workshops with families waiting.
 */
export async function getDashboardGroups(db: Database, now: Date = new Date(), sessionsShown = 8) {
  const groups = await db.execute<
    {
      id: string;
      workshop_id: string;
      workshop_title: string;
      date_range: string;
      time_text: string;
      capacity: number;
      booked_seats: number;
      held: number;
    } & GroupScheduleRow
  >(sql`
    select g.id, g.workshop_id, w.title as workshop_title, g.date_range, g.time_text, g.capacity, g.booked_seats,
      ${groupHolds("g")} as held, ${groupScheduleSql("g")}
    from workshop_groups g join workshops w on w.id = g.workshop_id
    where g.is_active and g.closed_at is null and ${groupEndsAt("g")} > ${now.toISOString()}::timestamptz
    order by g.first_session_date, w.title, g.id`);
  const open: DashboardGroup[] = groups.rows.map((row) => ({
    id: row.id,
    workshopId: row.workshop_id,
    workshopTitle: row.workshop_title,
    dateRange: row.date_range,
    timeText: row.time_text,
    capacity: row.capacity,
    bookedSeats: row.booked_seats,
    held: Number(row.held),
    ...scheduleOfRow(row),
  }));
  const nextSessions: DashboardSession[] = open
    .flatMap((group) =>
      groupSessions(group)
        .filter((session) => session.end.getTime() > now.getTime())
        .map((session) => ({
          groupId: group.id,
          workshopTitle: group.workshopTitle,
          start: session.start.toISOString(),
          end: session.end.toISOString(),
          timeZone: group.timeZone,
        })),
    )
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, sessionsShown);
  const waiting = await db.execute<{ id: string; title: string; waiting: number }>(sql`
    select w.id, w.title, count(*)::int as waiting
    from waiting_list l join workshops w on w.id = l.workshop_id
    group by w.id, w.title order by count(*) desc, w.title`);
  return { open, nextSessions, waiting: waiting.rows };
}
