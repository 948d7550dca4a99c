import { sql, type SQL } from "drizzle-orm";
import type { PublicGroup } from "#shared/group-label.ts";
import { groupOnSale } from "#server/group-schedule/group-sql.server.ts";
import { groupLabelColumns } from "#server/group-schedule/group-columns.server.ts";
import { groupSeatsLeft } from "#server/seats/seats.server.ts";

// Each field of PublicGroup by its name, from the group row `g`: the JSON is the type's own shape.
const labelFields = sql.join(
  Object.entries(groupLabelColumns).map(([field, column]) => sql.raw(`'${field}', g.${column.name}`)),
  sql`, `,
);

/**
 * A workshop's groups parents may choose from, by first session: open ones and full ones (shown, not
 * choosable), with "N spots left" = capacity - confirmed seats - live holds. Closed and finished
 * groups are left out. No video link: parents see it only once booked. One JSON column of the
 * query that reads the workshop (`workshopId` is its column), so a booking's page and its payment
 * start read the workshop and its groups in one round trip.
 */
export function groupsOnSaleJson(workshopId: SQL): SQL<PublicGroup[]> {
  return sql<PublicGroup[]>`(
    select coalesce(json_agg(json_build_object('id', g.id, ${labelFields}, 'spotsLeft', ${groupSeatsLeft("g")})
      order by g.first_session_date, g.sort_order, g.id), '[]'::json)
    from workshop_groups g where g.workshop_id = ${workshopId} and ${groupOnSale("g")})`;
}
