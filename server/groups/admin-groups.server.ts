import { and, asc, count, eq, sql } from "drizzle-orm";
import type { GroupChangeRefusal, GroupSaveRefusal } from "#shared/admin/group-answer.ts";
import type { GroupFormInput } from "#shared/admin/group-form.ts";
import { refusal, type Outcome, type Refusal } from "#shared/admin/refusal.ts";
import { groupSessions, isoWeekdayOfDate } from "#shared/group-schedule.ts";
import { groupStatus, type GroupStatus } from "#shared/group-status.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { done } from "#server/admin/result.server.ts";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { bookings, seatHolds, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { seatHold, groupHolds } from "#server/seats/seats.server.ts";
import { groupChangeConcernsFamilies, notifyGroupChange } from "#server/delivery/group-change.server.ts";
import type { GroupEmailConfig } from "#server/delivery/group-emails.server.ts";

type GroupRow = typeof workshopGroups.$inferSelect;

export type AdminGroup = GroupRow & {
  held: number;
  /** Bookings in the group, cancelled ones aside (the roster's length). */
  bookingCount: number;
  status: GroupStatus;
};

/** What the audit trail keeps of a group: its settings, never a family's data. */
const auditable = (group: GroupRow | undefined) =>
  group && {
    workshopId: group.workshopId,
    firstSessionDate: group.firstSessionDate,
    weekday: group.weekday,
    startTime: group.startTime,
    timeZone: group.timeZone,
    capacity: group.capacity,
    sessionCount: group.sessionCount,
    sessionMinutes: group.sessionMinutes,
    videoUrl: group.videoUrl,
    closedAt: group.closedAt,
  };

// Drizzle prints a column unqualified inside raw SQL, which a subquery would resolve to its own table.
const groupIdColumn = sql.raw(`"workshop_groups"."id"`);

const liveHolds = (groupId: string) => and(eq(seatHolds.groupId, groupId), seatHold());

/** A workshop's groups, by first session, with live holds, bookings and status (the group editor). */
export async function listWorkshopGroups(
  db: Database,
  workshopId: string,
  now: Date = new Date(),
): Promise<AdminGroup[]> {
  const rows = await db
    .select({
      group: workshopGroups,
      held: groupHolds('"workshop_groups"'),
      bookingCount: sql<number>`(select count(*)::int from bookings b
        where b.group_id = ${groupIdColumn} and b.status <> 'cancelled')`,
    })
    .from(workshopGroups)
    .where(eq(workshopGroups.workshopId, workshopId))
    .orderBy(asc(workshopGroups.firstSessionDate), asc(workshopGroups.sortOrder), asc(workshopGroups.id));
  return rows.map(({ group, held, bookingCount }) => ({
    ...group,
    held,
    bookingCount,
    status: groupStatus(group, held, now),
  }));
}

export async function getGroup(db: Database, groupId: string) {
  const [group] = await db.select().from(workshopGroups).where(eq(workshopGroups.id, groupId));
  return group;
}

/** The rules a group's settings must keep (docs/product/groups.md#group-editor). */
function checkSettings(
  input: GroupFormInput,
  workshop: { maxSeats: number },
  taken: number,
  now: Date,
): Refusal<GroupSaveRefusal> | null {
  const [first] = groupSessions({ ...input, weekday: isoWeekdayOfDate(input.firstSessionDate) });
  if (!first || first.start.getTime() <= now.getTime())
    return refusal("in_the_past", { field: "firstSessionDate" });
  if (input.capacity > workshop.maxSeats)
    return refusal("above_workshop", { field: "capacity", values: { max: workshop.maxSeats } });
  if (input.capacity < taken)
    return refusal("below_booked", { field: "capacity", values: { booked: taken } });
  return null;
}

/**
 * Creates a group under a workshop, or changes one. Refused, and nothing changed: a first session in
 * the past, a capacity above the workshop's or below the seats already taken (bookings and live holds).
 * The invalid zone and the non-https link are refused by the form's schema before this runs.
 * With `families` (the site's settings), a change of time or video link queues each family's notice with the
 * new calendar file (docs/product/groups-and-delivery.md#group-changes); wake the mail after it returns.
 */
export async function saveGroup(
  db: Database,
  actor: Actor,
  input: GroupFormInput,
  now: Date = new Date(),
  families?: GroupEmailConfig,
): Promise<Outcome<{ id: string; created: boolean }, GroupSaveRefusal>> {
  return db.transaction(async (tx) => {
    const [workshop] = await tx
      .select({ id: workshops.id, maxSeats: workshops.maxSeats })
      .from(workshops)
      .where(eq(workshops.id, input.workshopId));
    if (!workshop) return refusal("workshop_not_found");
    const values = {
      firstSessionDate: input.firstSessionDate,
      weekday: isoWeekdayOfDate(input.firstSessionDate),
      startTime: input.startTime,
      timeZone: input.timeZone,
      capacity: input.capacity,
      sessionCount: input.sessionCount,
      sessionMinutes: input.sessionMinutes,
      videoUrl: input.videoUrl,
      dateRange: input.dateRange,
      timeText: input.timeText,
    };
    if (!input.id) {
      const problem = checkSettings(input, workshop, 0, now);
      if (problem) return problem;
      // A second click on "Créer le groupe" must not make the same group twice: the workshop's row
      // is locked, so two creations at once are checked one after the other.
      await tx
        .select({ id: workshops.id })
        .from(workshops)
        .where(eq(workshops.id, workshop.id))
        .for("update");
      const [twin] = await tx
        .select({ id: workshopGroups.id })
        .from(workshopGroups)
        .where(
          and(
            eq(workshopGroups.workshopId, workshop.id),
            eq(workshopGroups.firstSessionDate, input.firstSessionDate),
            eq(workshopGroups.startTime, input.startTime),
            eq(workshopGroups.timeZone, input.timeZone),
          ),
        )
        .limit(1);
      if (twin) return refusal("duplicate", { field: "firstSessionDate" });
      const id = `group-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const [{ value: existing } = { value: 0 }] = await tx
        .select({ value: count() })
        .from(workshopGroups)
        .where(eq(workshopGroups.workshopId, workshop.id));
      const [created] = await tx
        .insert(workshopGroups)
        .values({ id, workshopId: workshop.id, sortOrder: existing + 1, ...values })
        .returning();
      await recordAudit(tx, {
        actor,
        action: "create",
        entity: "group",
        entityId: id,
        after: auditable(created),
      });
      return done({ id, created: true });
    }
    const before = await lockGroup(tx, input.id);
    if (!before || before.workshopId !== workshop.id) return refusal("not_found");
    const [{ value: held } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(seatHolds)
      .where(liveHolds(before.id));
    const problem = checkSettings(input, workshop, before.bookedSeats + held, now);
    if (problem) return problem;
    const [after] = await tx
      .update(workshopGroups)
      .set(values)
      .where(eq(workshopGroups.id, before.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "group",
      entityId: before.id,
      before: auditable(before),
      after: auditable(after),
    });
    if (
      families &&
      after &&
      groupChangeConcernsFamilies(
        { ...scheduleOfGroup(before), videoUrl: before.videoUrl },
        { ...scheduleOfGroup(after), videoUrl: after.videoUrl },
      )
    )
      await notifyGroupChange(tx, families, before.id);
    return done({ id: before.id, created: false });
  });
}

async function lockGroup(tx: Transaction, groupId: string) {
  const [group] = await tx.select().from(workshopGroups).where(eq(workshopGroups.id, groupId)).for("update");
  return group;
}

/** Closes a group to new bookings (its families keep their seats), or opens it again. */
export async function setGroupClosed(
  db: Database,
  actor: Actor,
  groupId: string,
  closed: boolean,
  now: Date = new Date(),
): Promise<Outcome<null, GroupChangeRefusal>> {
  return db.transaction(async (tx) => {
    const before = await lockGroup(tx, groupId);
    if (!before) return refusal("not_found");
    const [after] = await tx
      .update(workshopGroups)
      .set({ closedAt: closed ? (before.closedAt ?? now) : null })
      .where(eq(workshopGroups.id, groupId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: closed ? "close" : "reopen",
      entity: "group",
      entityId: groupId,
      before: auditable(before),
      after: auditable(after),
    });
    return done(null);
  });
}

/** Deletes a group nobody booked or holds a seat in; one with bookings is refused (close it instead). */
export async function deleteGroup(
  db: Database,
  actor: Actor,
  groupId: string,
): Promise<Outcome<null, GroupChangeRefusal>> {
  return db.transaction(async (tx) => {
    const before = await lockGroup(tx, groupId);
    if (!before) return refusal("not_found");
    const [{ value: booked } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(bookings)
      .where(eq(bookings.groupId, groupId));
    const [{ value: checkouts } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(seatHolds)
      .where(eq(seatHolds.groupId, groupId));
    if (booked + checkouts > 0 || before.bookedSeats > 0) return refusal("has_bookings");
    await tx.delete(workshopGroups).where(eq(workshopGroups.id, groupId));
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "group",
      entityId: groupId,
      before: auditable(before),
    });
    return done(null);
  });
}

/** The workshop a group editor is about (title, seat maximum, sessions text), or undefined. */
export async function getGroupWorkshop(db: Database, workshopId: string) {
  const [workshop] = await db
    .select({
      id: workshops.id,
      title: workshops.title,
      maxSeats: workshops.maxSeats,
      sessions: workshops.sessions,
    })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  return workshop;
}
