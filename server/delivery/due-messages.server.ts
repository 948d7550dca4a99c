import { groupSessions, type GroupSchedule } from "#shared/group-schedule.ts";

const HOUR_MS = 60 * 60 * 1000;

/** How long before the first session the video link goes out (docs/product/groups-and-delivery.md#video-link). */
export const VIDEO_LINK_HOURS = 24;

export type DeliveryBooking = {
  bookingId: string;
  groupId: string;
  schedule: GroupSchedule;
  videoUrl: string | null;
};

/**
 * A session reminder is owed once per booking, group and session: a family that moves to another group
 * (docs/product/after-sale-and-refunds.md) is reminded of the new group's sessions too.
 */
export const reminderKey = (bookingId: string, groupId: string, sessionIndex: number) =>
  `reminder:${bookingId}:${groupId}:${sessionIndex}`;

export type DueMessage =
  | { kind: "video-link"; bookingId: string; dedupeKey: string }
  | { kind: "session-reminder"; bookingId: string; dedupeKey: string; sessionIndex: number };

/**
 * The messages a booking is owed at `now` (docs/product/groups-and-delivery.md#messages-after-a-booking).
 * A message is due from its moment until the session it announces starts (the video link: until the last
 * session ends), so a booking made late, or a scan that ran late, still gets it at once, and a message about a
 * session already begun is never sent. Whether it was already sent is the outbox's dedupe key's business.
 */
export function dueMessages(booking: DeliveryBooking, now: Date, reminderHours: number): DueMessage[] {
  const sessions = groupSessions(booking.schedule);
  const first = sessions[0];
  const last = sessions.at(-1);
  if (!first || !last) return [];
  const at = now.getTime();
  const due: DueMessage[] = [];
  if (
    booking.videoUrl &&
    at >= first.start.getTime() - VIDEO_LINK_HOURS * HOUR_MS &&
    at < last.end.getTime()
  ) {
    due.push({
      kind: "video-link",
      bookingId: booking.bookingId,
      dedupeKey: `video-link:${booking.bookingId}`,
    });
  }
  if (reminderHours > 0) {
    sessions.forEach((session, sessionIndex) => {
      if (at >= session.start.getTime() - reminderHours * HOUR_MS && at < session.start.getTime()) {
        due.push({
          kind: "session-reminder",
          bookingId: booking.bookingId,
          sessionIndex,
          dedupeKey: reminderKey(booking.bookingId, booking.groupId, sessionIndex),
        });
      }
    });
  }
  return due;
}
