import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { SwitchOutcome } from "#shared/booking-page.ts";
import { recordAudit, FAMILY_ACTOR } from "#server/audit/audit-log.server.ts";
import type { Database, Transaction } from "#server/db/client.server.ts";
import { bookings, workshopGroups } from "#server/db/schema.server.ts";
import { bookingsWithGroup } from "#server/delivery/booking-groups.server.ts";
import { groupAssignedMessage, type GroupEmailConfig } from "#server/delivery/group-emails.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { resolveClosureOffer } from "#server/groups/closure-offers.server.ts";
import { groupStartsAt } from "#server/group-schedule/group-sql.server.ts";
import { lockSeats, releaseSeat, takeSeat } from "#server/seats/seats.server.ts";
import { isBookingToken } from "#server/family-links/booking-token.server.ts";

/**
 * A family moves its booking to another group of the same workshop
 * (docs/product/after-sale-and-refunds.md#booking-page). One transaction: the booking row is locked first
 * (so a cancellation of the same booking waits for it, or it for the cancellation), then both groups in the
 * order of their ids (two families swapping groups cannot deadlock), then the target's seats are counted
 * under the same lock as every hold and booking (server/seats/seats.server.ts), so the group is never
 * overbooked. The family is e-mailed the new dates with the new calendar file; the audit log records the
 * move by reference. Refused, with nothing changed, for a booking that is cancelled, unpaid, waiting for a
 * group or whose group has started, and for a target that is the same group, another workshop's, closed,
 * started or full. Wake the mail after it returns.
 */
export async function switchGroup(
  db: Database,
  config: GroupEmailConfig,
  token: string,
  targetGroupId: string,
  now: Date = new Date(),
): Promise<SwitchOutcome> {
  if (!isBookingToken(token)) return { ok: false, reason: "not_found" };
  return db.transaction((tx) => switchInTransaction(tx, config, token, targetGroupId, now));
}

/**
 * switchGroup's work inside the caller's transaction (an order's teens moved together run it once
 * per teen, in one transaction: server/booking-page/order-actions.server.ts).
 */
export async function switchInTransaction(
  tx: Transaction,
  config: GroupEmailConfig,
  token: string,
  targetGroupId: string,
  now: Date = new Date(),
): Promise<SwitchOutcome> {
  const [booking] = await tx
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      workshopId: bookings.workshopId,
      groupId: bookings.groupId,
      calendarSequence: bookings.calendarSequence,
    })
    .from(bookings)
    .where(eq(bookings.receiptToken, token))
    .for("update");
  if (!booking) return { ok: false, reason: "not_found" } as const;
  if (booking.status === "cancelled") return { ok: false, reason: "cancelled" } as const;
  if (booking.status !== "confirmed") return { ok: false, reason: "not_confirmed" } as const;
  if (!booking.groupId) return { ok: false, reason: "unassigned" } as const;
  if (booking.groupId === targetGroupId) return { ok: false, reason: "same_group" } as const;

  const groups = await tx
    .select({
      id: workshopGroups.id,
      workshopId: workshopGroups.workshopId,
      version: workshopGroups.scheduleVersion,
      open: sql<boolean>`${workshopGroups.isActive} and ${workshopGroups.closedAt} is null`,
      started: sql<boolean>`${groupStartsAt('"workshop_groups"')} <= ${now.toISOString()}::timestamptz`,
    })
    .from(workshopGroups)
    .where(inArray(workshopGroups.id, [booking.groupId, targetGroupId]))
    .orderBy(asc(workshopGroups.id))
    .for("update");
  const current = groups.find((group) => group.id === booking.groupId);
  const target = groups.find((group) => group.id === targetGroupId);
  if (current?.started) return { ok: false, reason: "started" } as const;
  if (!target || target.workshopId !== booking.workshopId)
    return { ok: false, reason: "other_workshop" } as const;
  if (!target.open) return { ok: false, reason: "target_closed" } as const;
  if (target.started) return { ok: false, reason: "target_started" } as const;
  const seats = await lockSeats(tx, { workshopId: booking.workshopId, groupId: targetGroupId });
  if (!seats || seats.free <= 0) return { ok: false, reason: "full" } as const;

  await tx
    .update(bookings)
    // The calendar event keeps its UID and goes one above what the family last had, whatever the
    // new group's own version: their calendar replaces the old series with the new one.
    .set({
      groupId: targetGroupId,
      calendarSequence: booking.calendarSequence + (current?.version ?? 0) + 1 - target.version,
    })
    .where(eq(bookings.id, booking.id));
  await releaseSeat(tx, { workshopId: booking.workshopId, groupId: booking.groupId });
  await takeSeat(tx, { workshopId: booking.workshopId, groupId: targetGroupId });
  // A family whose group the academy closed has made its choice: the job will not refund it.
  await resolveClosureOffer(tx, booking.id, booking.groupId, "moved", now);

  const [moved] = await bookingsWithGroup(tx, [booking.id]);
  if (moved)
    await enqueueEmail(tx, {
      ...(await groupAssignedMessage(config, moved)),
      kind: "group-switch",
      // Each move is its own message: a family that moves back and forth hears of every move.
      dedupeKey: `group-switch:${booking.id}:${randomUUID()}`,
    });
  await recordAudit(tx, {
    actor: FAMILY_ACTOR,
    action: "assign",
    entity: "booking",
    entityId: booking.id,
    before: { reference: booking.reference, groupId: booking.groupId },
    after: { reference: booking.reference, groupId: targetGroupId },
  });
  return { ok: true, groupId: targetGroupId } as const;
}
