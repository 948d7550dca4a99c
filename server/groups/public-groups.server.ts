import { and, asc, eq, sql } from "drizzle-orm";
import type { PublicGroup } from "#shared/group-label.ts";
import type { Database } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import { workshopGroups } from "#server/db/schema.server.ts";
import { groupOnSale } from "#server/group-schedule/group-sql.server.ts";
import { groupLabelColumns } from "#server/group-schedule/group-columns.server.ts";
import { groupSeatsLeft } from "#server/seats/seats.server.ts";

const groupsOnSale = preparedStatement((db) =>
  db
    .select({
      id: workshopGroups.id,
      ...groupLabelColumns,
      spotsLeft: groupSeatsLeft('"workshop_groups"'),
    })
    .from(workshopGroups)
    .where(
      and(eq(workshopGroups.workshopId, sql.placeholder("workshopId")), groupOnSale('"workshop_groups"')),
    )
    .orderBy(asc(workshopGroups.firstSessionDate), asc(workshopGroups.sortOrder), asc(workshopGroups.id))
    .prepare("groups_on_sale"),
);

/**
 * A workshop's groups parents may choose from, by first session: open ones and full ones (shown, not
 * choosable), with "N spots left" = capacity - confirmed seats - live holds. Closed and finished
 * groups are left out. No video link: parents see it only once booked.
 */
export async function listGroupsOnSale(db: Database, workshopId: string): Promise<PublicGroup[]> {
  return groupsOnSale(db).execute({ workshopId });
}
