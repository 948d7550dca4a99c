import { sql, type SQL } from "drizzle-orm";
import { groupOnSale, groupStartsAt } from "#server/group-schedule/group-sql.server.ts";
import { groupSeatsLeft } from "#server/seats/seats.server.ts";

/**
 * A workshop's next start: the first session date (in the group's zone) of its next group a parent
 * can still choose (on sale, a seat left, not begun); null when it has none ("Coming Soon").
 * `workshopId` is the calling query's workshop id column, written qualified.
 */
export function nextOpenGroupStart(workshopId: SQL): SQL<string | null> {
  return sql<string | null>`(
    select min(g.first_session_date)::text from workshop_groups g
    where g.workshop_id = ${workshopId} and ${groupOnSale("g")}
      and ${groupSeatsLeft("g")} > 0 and ${groupStartsAt("g")} > now()
  )`;
}
