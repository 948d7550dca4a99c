import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { checkoutSessions, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { groupOnSale } from "#server/group-schedule/group-sql.server.ts";
import { seatHold } from "#server/seats/seats.server.ts";

/** The productivity workshop (price from the database) and its runs with live 'N spots left'. */
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
  const holds = db
    .select({
      optionId: checkoutSessions.groupId,
      held: sql<number>`sum(${checkoutSessions.seats})::int`.as("held"),
    })
    .from(checkoutSessions)
    .where(seatHold())
    .groupBy(checkoutSessions.groupId)
    .as("holds");
  const rows = await db
    .select({
      id: workshopGroups.id,
      dateRange: workshopGroups.dateRange,
      timeText: workshopGroups.timeText,
      spotsLeft: sql<number>`greatest(0, ${workshopGroups.capacity} - ${workshopGroups.bookedSeats} - coalesce(${holds.held}, 0))::int`,
      timeZone: workshopGroups.timeZone,
      weekday: workshopGroups.weekday,
      startTime: workshopGroups.startTime,
      firstSessionDate: workshopGroups.firstSessionDate,
      sessionCount: workshopGroups.sessionCount,
      sessionMinutes: workshopGroups.sessionMinutes,
    })
    .from(workshopGroups)
    .leftJoin(holds, eq(holds.optionId, workshopGroups.id))
    .where(and(eq(workshopGroups.workshopId, PRODUCTIVITY_WORKSHOP_ID), groupOnSale('"workshop_groups"')))
    .orderBy(asc(workshopGroups.sortOrder));
  return {
    workshop,
    options: rows.map(({ id, dateRange, timeText, spotsLeft, ...schedule }) => ({
      id,
      dateRange,
      timeText,
      spotsLeft,
      schedule,
    })),
  };
}

export type ProductivityOffer = NonNullable<Awaited<ReturnType<typeof productivityOffer>>>;
