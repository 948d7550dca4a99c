import { sql, type SQL } from "drizzle-orm";
import type { GroupSchedule } from "#shared/group-schedule.ts";

/**
 * SQL pieces about groups, for queries that count or filter many groups at once. `alias` is the
 * workshop_groups alias of the calling query. The end of the last session is computed by
 * PostgreSQL's own time-zone database (AT TIME ZONE), never by hand.
 */
export function groupEndsAt(alias: string): SQL {
  const g = sql.raw(alias);
  return sql`(((${g}.first_session_date + (${g}.session_count - 1) * 7) + ${g}.start_time::time) at time zone ${g}.time_zone
    + make_interval(mins => ${g}.session_minutes))`;
}

/** A group parents may choose (open or full): shown, not closed by an administrator, not finished. */
export function groupOnSale(alias: string): SQL {
  const g = sql.raw(alias);
  return sql`(${g}.is_active and ${g}.closed_at is null and ${groupEndsAt(alias)} > now())`;
}

/** The start of a group's first session, on its own clock (PostgreSQL's time-zone database). */
export function groupStartsAt(alias: string): SQL {
  const g = sql.raw(alias);
  return sql`((${g}.first_session_date + ${g}.start_time::time) at time zone ${g}.time_zone)`;
}

/** A group's schedule as a raw query reads it: the columns `groupScheduleSql` selects. */
export type GroupScheduleRow = {
  time_zone: string;
  weekday: number;
  start_time: string;
  first_session_date: string;
  session_count: number;
  session_minutes: number;
};

/** The six columns of a group's schedule, for a raw query's select list (read back with `scheduleOfRow`). */
export function groupScheduleSql(alias: string): SQL {
  const g = sql.raw(alias);
  return sql`${g}.time_zone, ${g}.weekday, ${g}.start_time, ${g}.first_session_date::text as first_session_date,
    ${g}.session_count, ${g}.session_minutes`;
}

/** The schedule of a row read with `groupScheduleSql`. */
export const scheduleOfRow = (row: GroupScheduleRow): GroupSchedule => ({
  timeZone: row.time_zone,
  weekday: row.weekday,
  startTime: row.start_time,
  firstSessionDate: row.first_session_date,
  sessionCount: row.session_count,
  sessionMinutes: row.session_minutes,
});
