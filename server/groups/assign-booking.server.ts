import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { GroupAssignRefusal } from "#shared/admin/group-answer.ts";
import { refusal, type Outcome } from "#shared/admin/refusal.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { done } from "#server/admin/result.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookings, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { notifyBookingAssigned } from "#server/delivery/group-change.server.ts";
import type { GroupEmailConfig } from "#server/delivery/group-emails.server.ts";
import { lockSeats } from "#server/seats/seats.server.ts";
import { groupEndsAt } from "#server/group-schedule/group-sql.server.ts";

/** Bookings still waiting for a group (docs/product/groups-and-delivery.md#workshops-without-a-group). */
export async function listUnassignedBookings(db: Database, workshopId?: string) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      workshopId: bookings.workshopId,
      workshopTitle: workshops.title,
      parentFirstName: bookings.parentFirstName,
      parentLastName: bookings.parentLastName,
      parentEmail: bookings.parentEmail,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
    .where(
      and(
        isNull(bookings.groupId),
        ne(bookings.status, "cancelled"),
        workshopId ? eq(bookings.workshopId, workshopId) : undefined,
      ),
    )
    .orderBy(bookings.createdAt);
}

/**
 * Puts a booking that waits for a group into one of its workshop's groups: its seat moves from the
 * workshop's count to the group's, under the same seat lock as every hold and booking, so the group
 * is never overbooked. Refused when the group is closed, finished or full (live holds count).
 * The audit entry names the booking by its reference only. With `families` (the site's settings), a confirmed
 * booking's family is e-mailed the dates and the calendar file; wake the mail after it returns.
 */
export async function assignBookingToGroup(
  db: Database,
  actor: Actor,
  bookingId: string,
  groupId: string,
  families?: GroupEmailConfig,
): Promise<Outcome<{ bookingId: string; groupId: string; reference: string }, GroupAssignRefusal>> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        reference: bookings.reference,
        workshopId: bookings.workshopId,
        groupId: bookings.groupId,
        status: bookings.status,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!booking || booking.groupId !== null || booking.status === "cancelled")
      return refusal("not_unassigned");
    const [group] = await tx
      .select({
        workshopId: workshopGroups.workshopId,
        onSale: sql<boolean>`${workshopGroups.isActive} and ${workshopGroups.closedAt} is null
          and ${groupEndsAt('"workshop_groups"')} > now()`,
      })
      .from(workshopGroups)
      .where(eq(workshopGroups.id, groupId));
    if (!group) return refusal("not_found");
    if (group.workshopId !== booking.workshopId) return refusal("other_workshop");
    if (!group.onSale) return refusal("not_open");
    const seats = await lockSeats(tx, { workshopId: booking.workshopId, groupId });
    if (!seats || seats.free <= 0) return refusal("full");
    await tx.update(bookings).set({ groupId }).where(eq(bookings.id, booking.id));
    if (booking.status === "confirmed") {
      await tx
        .update(workshopGroups)
        .set({ bookedSeats: sql`${workshopGroups.bookedSeats} + 1` })
        .where(eq(workshopGroups.id, groupId));
      await tx
        .update(workshops)
        .set({ bookedSeats: sql`greatest(${workshops.bookedSeats} - 1, 0)` })
        .where(eq(workshops.id, booking.workshopId));
      if (families) await notifyBookingAssigned(tx, families, booking.id);
    }
    await recordAudit(tx, {
      actor,
      action: "assign",
      entity: "booking",
      entityId: booking.id,
      before: { reference: booking.reference, groupId: null },
      after: { reference: booking.reference, groupId },
    });
    return done({ bookingId: booking.id, groupId, reference: booking.reference });
  });
}
