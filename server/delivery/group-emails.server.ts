import { familyRoomUrl } from "#server/family-links/join-url.server.ts";
import { bookingPageUrl } from "#server/family-links/booking-page-url.server.ts";
import { groupCalendarFile } from "#server/calendar/group-calendar.server.ts";
import type { Config } from "#server/config.server.ts";
import type { EmailToQueue } from "#server/email/outbox.server.ts";
import {
  groupChangeEmail,
  sessionReminderEmail,
  videoLinkEmail,
} from "#server/email/templates/group-emails.server.tsx";
import { emailMessages } from "#server/email/messages.server.ts";
import { groupSessions, scheduleText, sessionDatesText, sessionText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { calendarLinks } from "#shared/calendar-links.ts";
import type { BookingWithGroup } from "./booking-groups.server.ts";
import { reminderKey } from "./due-messages.server.ts";

export type GroupEmailConfig = Pick<Config, "academyName" | "contactEmail" | "publicUrl">;

/** What a calendar event names: the workshop, the booking's page, and the family's way into the room. */
type CalendarEventSource = Pick<BookingWithGroup, "workshopTitle" | "receiptToken" | "language"> & {
  /** The family's join link (familyRoomUrl), null while the group has no room. */
  roomUrl: string | null;
};

/**
 * The event's title and text, the same in the `.ics` file and the web calendars' links, in the
 * family's language (as every message of the group: docs/product/languages-and-texts.md). The
 * family's join link stands for the room: the raw video link never leaves the academy
 * (docs/product/coaches-and-attendance.md#join-links).
 */
function calendarEventTexts(config: GroupEmailConfig, booking: CalendarEventSource) {
  const room = booking.roomUrl;
  const locale = { locale: booking.language };
  return {
    title: `${booking.workshopTitle} (${config.academyName})`,
    description: [
      room ? m.calendar_video_link({ url: room }, locale) : m.calendar_video_link_later({}, locale),
      m.calendar_booking({ url: bookingPageUrl(config, booking.receiptToken, booking.language) }, locale),
    ].join("\n"),
  };
}

/** "Add to Google Calendar" and "Add to Outlook" links for the booking's sessions, beside its `.ics` file. */
export function bookingCalendarLinks(
  config: GroupEmailConfig,
  booking: CalendarEventSource & Pick<BookingWithGroup, "schedule">,
) {
  const { title, description } = calendarEventTexts(config, booking);
  return calendarLinks({ title, details: description, schedule: booking.schedule }, booking.language);
}

/**
 * The calendar file of this booking's sessions: one UID per booking, so a change of group replaces
 * the old series (a higher SEQUENCE), and a cancelling file (`cancelled`) removes it.
 */
export function bookingCalendarFile(
  config: GroupEmailConfig,
  booking: BookingWithGroup,
  options: { cancelled?: boolean } = {},
) {
  const bookingUrl = bookingPageUrl(config, booking.receiptToken, booking.language);
  const room = familyRoomUrl(config, booking);
  return groupCalendarFile({
    eventId: `booking-${booking.bookingId}`,
    schedule: booking.schedule,
    ...calendarEventTexts(config, { ...booking, roomUrl: room }),
    url: room ?? bookingUrl,
    ...(room && { location: room }),
    organizer: { name: config.academyName, email: config.contactEmail },
    // A cancellation outranks the last file the family was sent.
    sequence: booking.calendarSequence + (options.cancelled ? 1 : 0),
    domain: new URL(config.publicUrl).hostname,
    ...(options.cancelled && { cancelled: true }),
  });
}

function common(config: GroupEmailConfig, booking: BookingWithGroup) {
  const { language } = booking;
  const locale = { locale: language };
  return {
    academyName: config.academyName,
    contactEmail: config.contactEmail,
    workshopTitle: booking.workshopTitle,
    parentName: [booking.parentFirstName, booking.parentLastName].filter(Boolean).join(" "),
    teenName: booking.teenFirstName || m.email_teen_fallback({}, locale),
    scheduleText: scheduleText(booking.schedule, language),
    datesText: sessionDatesText(booking.schedule, language),
    videoUrl: familyRoomUrl(config, booking),
    bookingUrl: bookingPageUrl(config, booking.receiptToken, language),
  };
}

export async function videoLinkMessage(
  config: GroupEmailConfig,
  booking: BookingWithGroup,
): Promise<EmailToQueue> {
  const [first] = groupSessions(booking.schedule);
  const room = familyRoomUrl(config, booking);
  if (!room || !first) throw new Error("A video link message needs a link and a session");
  return {
    kind: "video-link",
    to: booking.parentEmail,
    bookingId: booking.bookingId,
    dedupeKey: `video-link:${booking.bookingId}`,
    ...(await videoLinkEmail(
      {
        ...common(config, booking),
        videoUrl: room,
        firstSessionText: sessionText(first, booking.schedule.timeZone, booking.language),
      },
      emailMessages[booking.language],
    )),
  };
}

export async function sessionReminderMessage(
  config: GroupEmailConfig,
  booking: BookingWithGroup,
  sessionIndex: number,
): Promise<EmailToQueue> {
  const session = groupSessions(booking.schedule)[sessionIndex];
  if (!session) throw new Error(`The group has no session ${sessionIndex}`);
  return {
    kind: "session-reminder",
    to: booking.parentEmail,
    bookingId: booking.bookingId,
    dedupeKey: reminderKey(booking.bookingId, booking.groupId, sessionIndex),
    ...(await sessionReminderEmail(
      {
        ...common(config, booking),
        sessionNumber: sessionIndex + 1,
        sessionCount: booking.schedule.sessionCount,
        sessionText: sessionText(session, booking.schedule.timeZone, booking.language),
      },
      emailMessages[booking.language],
    )),
  };
}

/** The dates and calendar file for a booking an administrator has just put in a group. */
export async function groupAssignedMessage(
  config: GroupEmailConfig,
  booking: BookingWithGroup,
): Promise<EmailToQueue> {
  return {
    kind: "group-assigned",
    to: booking.parentEmail,
    bookingId: booking.bookingId,
    dedupeKey: `group-assigned:${booking.bookingId}:${booking.groupId}`,
    attachments: [await bookingCalendarFile(config, booking)],
    ...(await groupChangeEmail(common(config, booking), emailMessages[booking.language], "assigned")),
  };
}

export async function groupChangeMessage(
  config: GroupEmailConfig,
  booking: BookingWithGroup,
): Promise<EmailToQueue> {
  return {
    kind: "group-change",
    to: booking.parentEmail,
    bookingId: booking.bookingId,
    dedupeKey: `group-change:${booking.bookingId}:${booking.groupVersion}`,
    attachments: [await bookingCalendarFile(config, booking)],
    ...(await groupChangeEmail(common(config, booking), emailMessages[booking.language])),
  };
}
