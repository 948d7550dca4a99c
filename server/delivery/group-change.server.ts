import { eq, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.server.ts";
import { workshopGroups } from "#server/db/schema.server.ts";
import { enqueueEmails } from "#server/email/outbox.server.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";
import { bookingsWithGroup, confirmedBookingsOfGroup } from "./booking-groups.server.ts";
import { groupAssignedMessage, groupChangeMessage, type GroupEmailConfig } from "./group-emails.server.ts";

export type GroupTimeAndLink = GroupSchedule & { videoUrl: string | null };

/** Whether families must hear of an edit: their sessions' times or the video link changed. */
export function groupChangeConcernsFamilies(before: GroupTimeAndLink, after: GroupTimeAndLink): boolean {
  return (
    before.timeZone !== after.timeZone ||
    before.weekday !== after.weekday ||
    before.startTime !== after.startTime ||
    before.firstSessionDate !== after.firstSessionDate ||
    before.sessionCount !== after.sessionCount ||
    before.sessionMinutes !== after.sessionMinutes ||
    (before.videoUrl ?? "") !== (after.videoUrl ?? "")
  );
}

/**
 * After an administrator changed a group's time or link (docs/product/groups-and-delivery.md#group-changes):
 * raises the group's version and queues each family's notice with the new calendar file, keyed
 * `group-change:{booking}:{version}` so each change reaches each family once. Call it inside the transaction
 * that changed the group, after the change; wake the mail once it committed. Returns how many were queued.
 */
export async function notifyGroupChange(
  tx: Executor<"select" | "insert" | "update">,
  config: GroupEmailConfig,
  groupId: string,
): Promise<number> {
  const [group] = await tx
    .update(workshopGroups)
    .set({ scheduleVersion: sql`${workshopGroups.scheduleVersion} + 1` })
    .where(eq(workshopGroups.id, groupId))
    .returning({ version: workshopGroups.scheduleVersion });
  if (!group) return 0;
  const bookings = await confirmedBookingsOfGroup(tx, groupId);
  const messages = await Promise.all(bookings.map((booking) => groupChangeMessage(config, booking)));
  return enqueueEmails(tx, messages);
}

/**
 * After an administrator put a waiting booking in a group
 * (docs/product/groups-and-delivery.md#workshops-without-a-group): the family's dates and calendar file, once per
 * booking and group. Call it inside the assigning transaction.
 */
export async function notifyBookingAssigned(
  tx: Executor<"select" | "insert" | "update">,
  config: GroupEmailConfig,
  bookingId: string,
): Promise<number> {
  const [booking] = await bookingsWithGroup(tx, [bookingId]);
  if (!booking) return 0;
  return enqueueEmails(tx, [await groupAssignedMessage(config, booking)]);
}
