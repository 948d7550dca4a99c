import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { workshopGroups, workshops } from "#server/db/schema.server.ts";
import { groupOnSale } from "#server/group-schedule/group-sql.server.ts";
import { groupSeatsLeft } from "#server/seats/seats.server.ts";
import { groupLabelColumns } from "#server/group-schedule/group-columns.server.ts";

/** The productivity workshop (price from the database) and its groups on sale with live 'N spots left'. */
export async function productivityOffer(db: Database) {
  const [workshop] = await db
    .select({
      id: workshops.id,
      title: workshops.title,
      subtitle: workshops.subtitle,
      description: workshops.description,
      price: workshops.price,
      duration: workshops.duration,
      sessions: workshops.sessions,
      ageMin: workshops.ageMin,
      ageMax: workshops.ageMax,
      highlights: workshops.highlights,
      isActive: workshops.isActive,
    })
    .from(workshops)
    .where(eq(workshops.id, PRODUCTIVITY_WORKSHOP_ID));
  if (!workshop) return undefined;
  const rows = await db
    .select({
      id: workshopGroups.id,
      ...groupLabelColumns,
      spotsLeft: groupSeatsLeft('"workshop_groups"'),
    })
    .from(workshopGroups)
    .where(and(eq(workshopGroups.workshopId, PRODUCTIVITY_WORKSHOP_ID), groupOnSale('"workshop_groups"')))
    .orderBy(asc(workshopGroups.sortOrder));
  return {
    workshop,
    groups: rows.map(({ id, dateRange, timeText, spotsLeft, ...schedule }) => ({
      id,
      dateRange,
      timeText,
      spotsLeft,
      schedule,
    })),
  };
}

export type ProductivityOffer = NonNullable<Awaited<ReturnType<typeof productivityOffer>>>;
