import { sql, type SQL } from "drizzle-orm";

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

/** Seats of a group held by checkouts still open and not expired. */
export function groupHolds(alias: string): SQL<number> {
  const g = sql.raw(alias);
  return sql<number>`(select count(*)::int from checkout_sessions cs
    where cs.group_id = ${g}.id and cs.status = 'open' and cs.hold_expires_at > now())`;
}

/** The start of a group's first session, on its own clock (PostgreSQL's time-zone database). */
export function groupStartsAt(alias: string): SQL {
  const g = sql.raw(alias);
  return sql`((${g}.first_session_date + ${g}.start_time::time) at time zone ${g}.time_zone)`;
}
