import { and, eq, inArray } from "drizzle-orm";
import { bookingPageUrl } from "#server/family-links/booking-page-url.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { emailOutbox, sessionAttendance } from "#server/db/schema.server.ts";
import {
  bookingsInRunningGroups,
  confirmedBookingsOfGroup,
  type BookingWithGroup,
} from "#server/delivery/booking-groups.server.ts";
import { enqueueEmails, type EmailToQueue } from "#server/email/outbox.server.ts";
import { missedSessionEmail } from "#server/email/templates/missed-session-email.server.tsx";
import type { Services } from "#server/services.server.ts";
import { groupSessions, sessionText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { familyLanguage } from "./family-language.server.ts";
import type { AttendanceMark } from "./session-attendance.server.ts";

/** A teen neither joined nor confirmed counts as absent this long after the session's end. */
export const MISSED_GRACE_MINUTES = 60;
/** The e-mail is a same-day word: it is not sent later than this after the session's end. */
export const MISSED_SEND_HOURS = 12;

export const missedSessionKey = (bookingId: string, groupId: string, sessionIndex: number) =>
  `missed-session:${bookingId}:${groupId}:${sessionIndex}`;

/**
 * The sessions a booking is owed a missed-session e-mail for at `now`: ended less than 12 hours ago,
 * and the teen marked absent by the coach, or (60 minutes after the end) neither marked nor joined.
 * A teen marked present, or who joined and was not marked absent, is never written to.
 */
export function missedSessions(
  booking: Pick<BookingWithGroup, "schedule">,
  marks: Map<number, AttendanceMark> | undefined,
  now: Date,
): number[] {
  const at = now.getTime();
  const missed: number[] = [];
  for (const [index, session] of groupSessions(booking.schedule).entries()) {
    const end = session.end.getTime();
    if (at < end || at >= end + MISSED_SEND_HOURS * 3_600_000) continue;
    const mark = marks?.get(index);
    if (mark?.status === "absent") missed.push(index);
    else if (!mark?.status && !mark?.joinedAt && at >= end + MISSED_GRACE_MINUTES * 60_000)
      missed.push(index);
  }
  return missed;
}

async function marksOf(db: Pick<Database, "select">, bookingIds: string[]) {
  const byBooking = new Map<string, Map<number, AttendanceMark>>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: sessionAttendance.bookingId,
      groupId: sessionAttendance.groupId,
      sessionIndex: sessionAttendance.sessionIndex,
      joinedAt: sessionAttendance.joinedAt,
      status: sessionAttendance.status,
    })
    .from(sessionAttendance)
    .where(inArray(sessionAttendance.bookingId, bookingIds));
  for (const row of rows) {
    const key = `${row.bookingId}:${row.groupId}`;
    const marks = byBooking.get(key) ?? new Map<number, AttendanceMark>();
    marks.set(row.sessionIndex, { joinedAt: row.joinedAt, status: row.status });
    byBooking.set(key, marks);
  }
  return byBooking;
}

async function missedMessage(
  config: MissedSessionServices["config"],
  booking: BookingWithGroup,
  sessionIndex: number,
): Promise<EmailToQueue> {
  const language = familyLanguage(booking);
  const locale = { locale: language };
  const sessions = groupSessions(booking.schedule);
  const zone = booking.schedule.timeZone;
  const next = sessions[sessionIndex + 1];
  return {
    kind: "missed-session",
    to: booking.parentEmail,
    bookingId: booking.bookingId,
    dedupeKey: missedSessionKey(booking.bookingId, booking.groupId, sessionIndex),
    ...(await missedSessionEmail(
      {
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        parentName: [booking.parentFirstName, booking.parentLastName].filter(Boolean).join(" "),
        teenName: booking.teenFirstName || m.email_teen_fallback({}, locale),
        workshopTitle: booking.workshopTitle,
        sessionNumber: sessionIndex + 1,
        sessionCount: sessions.length,
        sessionText: sessionText(sessions[sessionIndex]!, zone, language),
        nextSessionText: next ? sessionText(next, zone, language) : null,
        bookingUrl: bookingPageUrl(config, booking.receiptToken),
      },
      language,
    )),
  };
}

export type MissedSessionServices = Pick<Services, "config" | "logger"> & {
  db: Database;
  mail?: Pick<Services["mail"], "wake">;
};

/**
 * Queues the missed-session e-mails due at `now` (docs/product/coaches-and-attendance.md#missed-session-e-mail),
 * for the running groups, or for one group right after its coach confirmed a session. Safe to run any
 * number of times at once: each e-mail's dedupe key is unique in the outbox, so it is sent once.
 */
export async function queueMissedSessionEmails(
  services: MissedSessionServices,
  options: { now?: Date; groupId?: string } = {},
): Promise<{ queued: number }> {
  const { db, config } = services;
  if (!config.missedSessionEmails) return { queued: 0 };
  const now = options.now ?? new Date();
  const bookings = options.groupId
    ? await confirmedBookingsOfGroup(db, options.groupId)
    : await bookingsInRunningGroups(db, now);
  const marks = await marksOf(
    db,
    bookings.map((booking) => booking.bookingId),
  );
  const due = bookings.flatMap((booking) =>
    missedSessions(booking, marks.get(`${booking.bookingId}:${booking.groupId}`), now).map((index) => ({
      booking,
      index,
      key: missedSessionKey(booking.bookingId, booking.groupId, index),
    })),
  );
  if (due.length === 0) return { queued: 0 };
  const sent = await db
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "missed-session"),
        inArray(
          emailOutbox.dedupeKey,
          due.map((item) => item.key),
        ),
      ),
    );
  const already = new Set(sent.map((row) => row.key));
  const emails = await Promise.all(
    due
      .filter((item) => !already.has(item.key))
      .map((item) => missedMessage(config, item.booking, item.index)),
  );
  const queued = await enqueueEmails(db, emails);
  if (queued > 0) {
    services.logger.info({ queued }, "Missed-session e-mails queued");
    services.mail?.wake();
  }
  return { queued };
}
