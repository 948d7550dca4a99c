import { asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { WorkshopFormInput } from "#shared/admin/workshop-form.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { refusal, type Outcome } from "#shared/admin/refusal.ts";
import type { WorkshopRefusal } from "#shared/admin/workshop-answer.ts";
import { done } from "#server/admin/result.server.ts";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { pgErrorCode } from "#server/db/errors.server.ts";
import { bookings, seatHolds, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { nextOpenGroupStart } from "#server/groups/next-open-group.server.ts";

export type AdminWorkshop = typeof workshops.$inferSelect & {
  /** The next open group's first session date ("Prochaine date"); null when none. */
  nextGroupStart: string | null;
  groups: (typeof workshopGroups.$inferSelect)[];
  /**
   * Seats taken by confirmed bookings: a workshop sold by groups (productivity) counts its seats in
   * each group, not on the workshop's own `booked_seats`, so the two are added.
   */
  seatsTaken: number;
  /**
   * The seats on sale, over which 'Places' shows `seatsTaken`: the workshop's own maximum, or for a
   * workshop sold by groups the sum of its groups' capacities, as the lines under it list them (its
   * own maximum is not what limits a sale there, and showed 8/6 once two groups filled).
   */
  seatsOffered: number;
};

/** docs/product/accounts-and-back-office.md#workshops-screen and docs/product/accounts-and-back-office.md#lists: every workshop, newest first, with its groups. */
export async function listAdminWorkshops(db: Database): Promise<AdminWorkshop[]> {
  const [rows, groups] = await Promise.all([
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
    const own = groups.filter((group) => group.workshopId === row.id);
    const inGroups = own.reduce((sum, group) => sum + group.bookedSeats, 0);
    const offered = own.length ? own.reduce((sum, group) => sum + group.capacity, 0) : row.maxSeats;
    return { ...row, groups: own, seatsTaken: row.bookedSeats + inGroups, seatsOffered: offered };
  });
}

async function loadWithGroups(tx: Transaction, id: string) {
  const [row] = await tx.select().from(workshops).where(eq(workshops.id, id)).for("update");
  if (!row) return null;
  const groups = await tx
    .select()
    .from(workshopGroups)
    .where(eq(workshopGroups.workshopId, id))
    .orderBy(asc(workshopGroups.sortOrder));
  return { ...row, groups };
}

/**
 * Creates (id 'workshop-' + timestamp, docs/product/accounts-and-back-office.md#workshops-screen and docs/product/data-model.md#workshops) or updates a workshop,
 * and records the change with its before and after values (its groups included, as they stand).
 */
export async function saveWorkshop(
  db: Database,
  actor: Actor,
  input: WorkshopFormInput,
  now: Date = new Date(),
): Promise<Outcome<{ id: string; created: boolean }, WorkshopRefusal>> {
  // The groups are made and changed in the group editor only (server/groups/admin-groups.server.ts).
  const { id: requestedId, ...fields } = input;
  const creating = !requestedId;
  const id = requestedId || `workshop-${now.getTime()}`;
  return db.transaction(async (tx) => {
    const before = creating ? null : await loadWithGroups(tx, id);
    if (!creating && !before) return refusal("not_found");
    if (before && fields.maxSeats < before.bookedSeats) {
      return refusal("seats_below_booked", { field: "maxSeats", values: { booked: before.bookedSeats } });
    }
    if (creating) {
      await tx.insert(workshops).values({ id, ...fields });
    } else {
      await tx.update(workshops).set(fields).where(eq(workshops.id, id));
    }
    const after = await loadWithGroups(tx, id);
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
      const before = await loadWithGroups(tx, id);
      if (!before) return refusal("not_found");
      const [booked] = await tx.select({ value: count() }).from(bookings).where(eq(bookings.workshopId, id));
      const [checkouts] = await tx
        .select({ value: count() })
        .from(seatHolds)
        .where(eq(seatHolds.workshopId, id));
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
