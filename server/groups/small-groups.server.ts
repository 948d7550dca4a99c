import { and, eq, sql } from "drizzle-orm";
import { refusal, type Outcome } from "#shared/admin/refusal.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";
import { done } from "#server/admin/result.server.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { seatHolds, waitlistOffers, workshopGroups } from "#server/db/schema.server.ts";
import type { Services } from "#server/services.server.ts";
import { offerClosureChoices } from "./closure-offers.server.ts";
import {
  groupScheduleSql,
  groupStartsAt,
  scheduleOfRow,
  type GroupScheduleRow,
} from "#server/group-schedule/group-sql.server.ts";

/** A group below its workshop's minimum, close to its start, waiting for an administrator's decision. */
export type SmallGroup = GroupSchedule & {
  id: string;
  workshopId: string;
  workshopTitle: string;
  dateRange: string;
  timeText: string;
  bookedSeats: number;
  minTeens: number;
  firstSessionAt: string;
};

/**
 * The dashboard's groups too small to run (docs/product/groups.md#groups-too-small-to-run): shown
 * and not closed, first session ahead of `now` and at most `noticeDays` days away, fewer teens
 * booked than the workshop's minimum, and no decision yet.
 */
export async function groupsTooSmall(
  db: Pick<Database, "execute">,
  now: Date,
  noticeDays: number,
): Promise<SmallGroup[]> {
  const at = now.toISOString();
  const rows = await db.execute<
    {
      id: string;
      workshop_id: string;
      workshop_title: string;
      date_range: string;
      time_text: string;
      booked_seats: number;
      min_teens: number;
      starts_at: Date | string;
    } & GroupScheduleRow
  >(sql`
    select g.id, g.workshop_id, w.title as workshop_title, g.date_range, g.time_text, g.booked_seats,
      w.min_teens, ${groupStartsAt("g")} as starts_at, ${groupScheduleSql("g")}
    from workshop_groups g join workshops w on w.id = g.workshop_id
    where g.is_active and g.closed_at is null and g.small_group_decision is null
      and g.booked_seats < w.min_teens
      and ${groupStartsAt("g")} > ${at}::timestamptz
      and ${groupStartsAt("g")} <= ${at}::timestamptz + make_interval(days => ${noticeDays})
    order by starts_at, w.title, g.id`);
  return rows.rows.map((row) => ({
    id: row.id,
    workshopId: row.workshop_id,
    workshopTitle: row.workshop_title,
    dateRange: row.date_range,
    timeText: row.time_text,
    bookedSeats: row.booked_seats,
    minTeens: row.min_teens,
    firstSessionAt: new Date(row.starts_at).toISOString(),
    ...scheduleOfRow(row),
  }));
}

export type SmallGroupRefusal = "not_found" | "already_decided" | "started";

/** The group under its lock, with whether it has started at `now`, or a refusal. */
async function lockUndecided(tx: Transaction, groupId: string, now: Date) {
  const [group] = await tx
    .select({
      id: workshopGroups.id,
      workshopId: workshopGroups.workshopId,
      closedAt: workshopGroups.closedAt,
      decision: workshopGroups.smallGroupDecision,
      started: sql<boolean>`${groupStartsAt('"workshop_groups"')} <= ${now.toISOString()}::timestamptz`,
    })
    .from(workshopGroups)
    .where(eq(workshopGroups.id, groupId))
    .for("update");
  if (!group) return refusal("not_found" as const);
  if (group.decision) return refusal("already_decided" as const);
  if (group.started) return refusal("started" as const);
  return done(group);
}

/** The administrator keeps a small group: it runs as it is and leaves the dashboard's list. */
export async function keepSmallGroup(
  db: Database,
  actor: Actor,
  groupId: string,
  now: Date = new Date(),
): Promise<Outcome<null, SmallGroupRefusal>> {
  return db.transaction(async (tx) => {
    const group = await lockUndecided(tx, groupId, now);
    if (!group.ok) return group;
    await tx
      .update(workshopGroups)
      .set({ smallGroupDecision: "kept", smallGroupDecidedAt: now })
      .where(eq(workshopGroups.id, groupId));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "group",
      entityId: groupId,
      before: { smallGroupDecision: null },
      after: { smallGroupDecision: "kept" },
    });
    return done(null);
  });
}

/**
 * The administrator closes a small group (docs/product/groups.md#groups-too-small-to-run): it stops
 * selling (closed), the waiting-list offers on its seats end (their families stay on the list), and
 * every family booked in it gets its choice, a move or a full refund, with its e-mail, in the same
 * transaction. A payment under way at this moment may still book a seat; the job gives that family
 * its choice too. Answers how many families were offered.
 */
export async function closeSmallGroup(
  services: Pick<Services, "db" | "config" | "mail">,
  actor: Actor,
  groupId: string,
  now: Date = new Date(),
): Promise<Outcome<{ families: number }, SmallGroupRefusal>> {
  const result = await services.db.transaction(async (tx) => {
    const group = await lockUndecided(tx, groupId, now);
    if (!group.ok) return group;
    await tx
      .update(workshopGroups)
      .set({
        closedAt: group.value.closedAt ?? now,
        smallGroupDecision: "closed",
        smallGroupDecidedAt: now,
      })
      .where(eq(workshopGroups.id, groupId));
    const ended = await tx
      .update(waitlistOffers)
      .set({ status: "expired", endedAt: now })
      .where(and(eq(waitlistOffers.groupId, groupId), eq(waitlistOffers.status, "offered")))
      .returning({ holdId: waitlistOffers.holdId });
    for (const offer of ended)
      await tx
        .update(seatHolds)
        .set({ status: "expired" })
        .where(and(eq(seatHolds.id, offer.holdId), eq(seatHolds.status, "open")));
    const families = await offerClosureChoices(tx, services.config, groupId, now);
    await recordAudit(tx, {
      actor,
      action: "close",
      entity: "group",
      entityId: groupId,
      before: { closedAt: group.value.closedAt, smallGroupDecision: null },
      after: { closedAt: group.value.closedAt ?? now, smallGroupDecision: "closed", families },
    });
    return done({ families });
  });
  if (result.ok) services.mail.wake();
  return result;
}
