import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { attended } from "#server/attendance/session-attendance.server.ts";
import { familyLanguage } from "#server/attendance/family-language.server.ts";
import { bookings, sessionAttendance, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { groupEndsAt } from "#server/group-schedule/group-sql.server.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";
import type { Language } from "#shared/language.ts";
import { workshopTitleIn } from "#shared/workshop-texts.ts";
import { isBookingToken } from "#server/family-links/booking-token.server.ts";

/** The share of a group's sessions a teen attends to earn the certificate of completion. */
export const CERTIFICATE_ATTENDANCE_SHARE = 0.75;

/** Whether `attendedCount` of `sessionCount` sessions earns the certificate (counted in whole sessions). */
export const earnsCertificate = (attendedCount: number, sessionCount: number) =>
  sessionCount > 0 && attendedCount >= Math.ceil(sessionCount * CERTIFICATE_ATTENDANCE_SHARE);

export type Certificate = {
  teenFirstName: string;
  workshopTitle: string;
  schedule: GroupSchedule;
  attended: number;
  sessionCount: number;
  /** The family's language: the certificate is written in it. */
  language: Language;
};

const GROUP = '"workshop_groups"';

/**
 * A booking's certificate of completion (docs/product/reviews-and-certificates.md), found by the
 * booking's secret: only for a confirmed booking whose group's last session has ended, whose teen
 * attended at least 75% of the sessions, and whose teen's details are not erased. Undefined otherwise.
 */
export async function certificateOf(
  db: Database,
  token: string,
  now: Date,
): Promise<Certificate | undefined> {
  if (!isBookingToken(token)) return undefined;
  const [row] = await db
    .select({
      bookingId: bookings.id,
      teenFirstName: bookings.teenFirstName,
      language: bookings.language,
      workshopTitle: workshops.title,
      frenchTexts: workshops.frenchTexts,
      groupId: workshopGroups.id,
      ...groupScheduleColumns,
    })
    .from(bookings)
    .innerJoin(workshopGroups, eq(workshopGroups.id, bookings.groupId))
    .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
    .where(
      and(
        eq(bookings.receiptToken, token),
        eq(bookings.status, "confirmed"),
        sql`${bookings.teenDetailsErasedAt} is null`,
        sql`${groupEndsAt(GROUP)} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (!row || row.teenFirstName.trim() === "") return undefined;
  const marks = await db
    .select({
      sessionIndex: sessionAttendance.sessionIndex,
      joinedAt: sessionAttendance.joinedAt,
      status: sessionAttendance.status,
    })
    .from(sessionAttendance)
    .where(and(eq(sessionAttendance.bookingId, row.bookingId), eq(sessionAttendance.groupId, row.groupId)));
  const schedule = scheduleOfGroup(row);
  // Marks of sessions the group no longer has (its count lowered afterwards) do not count.
  const count = marks.filter((mark) => mark.sessionIndex < schedule.sessionCount && attended(mark)).length;
  if (!earnsCertificate(count, schedule.sessionCount)) return undefined;
  const language = familyLanguage(row);
  return {
    teenFirstName: row.teenFirstName,
    workshopTitle: workshopTitleIn({ title: row.workshopTitle, frenchTexts: row.frenchTexts }, language),
    schedule,
    attended: count,
    sessionCount: schedule.sessionCount,
    language,
  };
}
