import { asc, count, desc, eq, getTableColumns, inArray, notInArray, and, sql } from "drizzle-orm";
import type { WorkshopFormInput } from "#shared/admin/workshop-form.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { refusal, type Outcome, type Refusal as Refused } from "#shared/admin/refusal.ts";
import type { WorkshopRefusal } from "#shared/admin/workshop-answer.ts";
import { done } from "#server/admin/result.server.ts";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { pgConstraint, pgErrorCode } from "#server/db/errors.server.ts";
import { bookings, checkoutSessions, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { nextWeekdayDate, sessionCountOf } from "#server/groups/first-session-date.server.ts";
import { nextOpenGroupStart } from "#server/groups/group-sql.server.ts";

export type AdminWorkshop = typeof workshops.$inferSelect & {
  /** The next open group's first session date ("Prochaine date"); null when none. */
  nextGroupStart: string | null;
  scheduleOptions: (typeof workshopGroups.$inferSelect)[];
  /**
   * Seats taken by confirmed bookings: a workshop sold by runs (productivity) counts its seats on
   * each run, not on the workshop's own `booked_seats`, so the two are added.
   */
  seatsTaken: number;
};

/** docs/product/accounts-and-back-office.md#workshops-screen and docs/product/accounts-and-back-office.md#lists: every workshop, newest first, with its schedule options. */
export async function listAdminWorkshops(db: Database): Promise<AdminWorkshop[]> {
  const [rows, options] = await Promise.all([
    db
      .select({
        ...getTableColumns(workshops),
        nextGroupStart: nextOpenGroupStart(sql.raw(`"workshops"."id"`)),
      })
      .from(workshops)
      .orderBy(desc(workshops.createdAt), asc(workshops.sortOrder)),
    db.select().from(workshopGroups).orderBy(asc(workshopGroups.sortOrder), asc(workshopGroups.id)),
  ]);
  return rows.map((row) => {
    const own = options.filter((option) => option.workshopId === row.id);
    const onRuns = own.reduce((sum, option) => sum + option.bookedSeats, 0);
    return { ...row, scheduleOptions: own, seatsTaken: row.bookedSeats + onRuns };
  });
}

async function loadWithOptions(tx: Transaction, id: string) {
  const [row] = await tx.select().from(workshops).where(eq(workshops.id, id)).for("update");
  if (!row) return null;
  const options = await tx
    .select()
    .from(workshopGroups)
    .where(eq(workshopGroups.workshopId, id))
    .orderBy(asc(workshopGroups.sortOrder));
  return { ...row, scheduleOptions: options };
}

class Refusal extends Error {
  constructor(readonly result: Refused<WorkshopRefusal>) {
    super("refused");
  }
}

/**
 * Creates (id 'workshop-' + timestamp, docs/product/accounts-and-back-office.md#workshops-screen and docs/product/data-model.md#workshops) or updates a workshop and its
 * schedule options, and records the change with its before and after values.
 */
export async function saveWorkshop(
  db: Database,
  actor: Actor,
  input: WorkshopFormInput,
  now: Date = new Date(),
): Promise<Outcome<{ id: string; created: boolean }, WorkshopRefusal>> {
  const { id: requestedId, scheduleOptions: options, ...fields } = input;
  const creating = !requestedId;
  const id = requestedId || `workshop-${now.getTime()}`;
  try {
    return await db.transaction(async (tx) => {
      const before = creating ? null : await loadWithOptions(tx, id);
      if (!creating && !before) return refusal("not_found");
      if (before && fields.maxSeats < before.bookedSeats) {
        return refusal("seats_below_booked", { field: "maxSeats", values: { booked: before.bookedSeats } });
      }
      if (creating) {
        await tx.insert(workshops).values({ id, ...fields });
      } else {
        await tx.update(workshops).set(fields).where(eq(workshops.id, id));
      }
      await syncScheduleOptions(
        tx,
        id,
        options,
        before?.scheduleOptions ?? [],
        now,
        sessionCountOf(fields.sessions),
      );
      const after = await loadWithOptions(tx, id);
      await recordAudit(tx, {
        actor,
        action: creating ? "create" : "update",
        entity: "workshop",
        entityId: id,
        before,
        after,
      });
      return done({ id, created: creating });
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    if (pgErrorCode(error) === "23503") return refusal("run_in_use");
    if (pgConstraint(error) === "workshop_groups_within_capacity") return refusal("run_below_booked");
    throw error;
  }
}

async function syncScheduleOptions(
  tx: Transaction,
  workshopId: string,
  options: WorkshopFormInput["scheduleOptions"],
  existing: (typeof workshopGroups.$inferSelect)[],
  now: Date,
  sessionCount: number,
) {
  const ownIds = new Set(existing.map((option) => option.id));
  const kept = options.filter((option) => option.id && ownIds.has(option.id)).map((option) => option.id!);
  const removed = existing.filter((option) => !kept.includes(option.id)).map((option) => option.id);
  if (removed.length > 0) {
    const [used] = await tx
      .select({ value: count() })
      .from(bookings)
      .where(inArray(bookings.groupId, removed));
    const [held] = await tx
      .select({ value: count() })
      .from(checkoutSessions)
      .where(inArray(checkoutSessions.groupId, removed));
    if ((used?.value ?? 0) + (held?.value ?? 0) > 0) throw new Refusal(refusal("run_in_use"));
    await tx
      .delete(workshopGroups)
      .where(
        and(
          eq(workshopGroups.workshopId, workshopId),
          kept.length > 0 ? notInArray(workshopGroups.id, kept) : undefined,
        ),
      );
  }
  for (const [index, option] of options.entries()) {
    const values = {
      dateRange: option.dateRange,
      timeText: option.timeText,
      capacity: option.capacity,
      isActive: option.isActive,
      sortOrder: index + 1,
    };
    if (option.id && ownIds.has(option.id)) {
      await tx.update(workshopGroups).set(values).where(eq(workshopGroups.id, option.id));
    } else {
      // A run added here starts as a default group (Mondays at 16:00); the group editor sets its times.
      await tx.insert(workshopGroups).values({
        id: `${workshopId}-option-${now.getTime()}-${index + 1}`,
        workshopId,
        ...values,
        weekday: 1,
        startTime: "16:00",
        firstSessionDate: nextWeekdayDate(now.toISOString().slice(0, 10), 1),
        sessionCount,
        sessionMinutes: 60,
      });
    }
  }
}

/**
 * Deletes a workshop that nobody booked. One with bookings (or payments under
 * way) is kept: the admin is told to deactivate it instead.
 */
export async function deleteWorkshop(
  db: Database,
  actor: Actor,
  id: string,
): Promise<Outcome<null, WorkshopRefusal>> {
  try {
    return await db.transaction(async (tx) => {
      const before = await loadWithOptions(tx, id);
      if (!before) return refusal("not_found");
      const [booked] = await tx.select({ value: count() }).from(bookings).where(eq(bookings.workshopId, id));
      const [checkouts] = await tx
        .select({ value: count() })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.workshopId, id));
      if ((booked?.value ?? 0) + (checkouts?.value ?? 0) > 0) return refusal("has_bookings");
      await tx.delete(workshops).where(eq(workshops.id, id));
      await recordAudit(tx, {
        actor,
        action: "delete",
        entity: "workshop",
        entityId: id,
        before,
        after: null,
      });
      return done(null);
    });
  } catch (error) {
    // A booking written between the count and the delete.
    if (pgErrorCode(error) === "23503") return refusal("has_bookings");
    throw error;
  }
}
