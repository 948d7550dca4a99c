import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { bookings, joinLinks, workshopGroups, workshops } from "#server/db/schema.server.ts";
import type { GroupSchedule } from "#shared/group-schedule.ts";
import type { Language } from "#shared/language.ts";
import { workshopTitleIn } from "#shared/workshop-texts.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";
import { groupScheduleColumns, scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";

type Reader = Pick<Database, "select">;

/** A confirmed booking with what its messages show: its group's times and link. */
export type BookingWithGroup = {
  bookingId: string;
  reference: string;
  receiptToken: string;
  parentFirstName: string;
  parentLastName: string;
  parentEmail: string;
  teenFirstName: string;
  teenLastName: string;
  /** The family's language: its messages, calendar file and pages follow it. */
  language: Language;
  workshopTitle: string;
  groupId: string;
  groupVersion: number;
  /** The booking's calendar event's SEQUENCE: its group's version plus what its moves added. */
  calendarSequence: number;
  videoUrl: string | null;
  /** The teen's own door to this group's room, `/join/{token}` (server/family-links/join-url.server.ts). */
  joinToken: string | null;
  schedule: GroupSchedule;
};

const columns = {
  bookingId: bookings.id,
  reference: bookings.reference,
  receiptToken: bookings.receiptToken,
  parentFirstName: bookings.parentFirstName,
  parentLastName: bookings.parentLastName,
  parentEmail: bookings.parentEmail,
  teenFirstName: bookings.teenFirstName,
  teenLastName: bookings.teenLastName,
  language: bookings.language,
  workshopTitle: workshops.title,
  frenchTexts: workshops.frenchTexts,
  groupId: workshopGroups.id,
  groupVersion: workshopGroups.scheduleVersion,
  bookingSequence: bookings.calendarSequence,
  videoUrl: workshopGroups.videoUrl,
  joinToken: joinLinks.token,
  ...groupScheduleColumns,
};

function toBooking(row: Row): BookingWithGroup {
  return {
    bookingId: row.bookingId,
    reference: row.reference,
    receiptToken: row.receiptToken,
    parentFirstName: row.parentFirstName ?? "",
    parentLastName: row.parentLastName ?? "",
    parentEmail: row.parentEmail,
    teenFirstName: row.teenFirstName ?? "",
    teenLastName: row.teenLastName ?? "",
    language: row.language,
    workshopTitle: workshopTitleIn({ title: row.workshopTitle, frenchTexts: row.frenchTexts }, row.language),
    groupId: row.groupId,
    groupVersion: row.groupVersion,
    calendarSequence: row.bookingSequence + row.groupVersion,
    videoUrl: row.videoUrl,
    joinToken: row.joinToken,
    schedule: scheduleOfGroup(row),
  };
}

type Row = Awaited<ReturnType<typeof query>>[number];

function query(reader: Reader) {
  return reader
    .select(columns)
    .from(bookings)
    .innerJoin(workshopGroups, eq(workshopGroups.id, bookings.groupId))
    .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
    .leftJoin(joinLinks, and(eq(joinLinks.bookingId, bookings.id), eq(joinLinks.groupId, workshopGroups.id)));
}

/**
 * Confirmed bookings in groups that may owe a message around `now`: the first session at most two days ahead
 * (the video link goes out 24 hours before it, a reminder at most a week before a session) and the last one not
 * more than a day ago. Calendar dates, so a group's time zone never hides it; the exact moments are
 * due-messages.server.ts's.
 */
export async function bookingsInRunningGroups(reader: Reader, now: Date): Promise<BookingWithGroup[]> {
  const today = now.toISOString().slice(0, 10);
  const rows = await query(reader).where(
    and(
      eq(bookings.status, "confirmed"),
      lte(workshopGroups.firstSessionDate, sql`(${today}::date + 9)`),
      gte(
        sql`${workshopGroups.firstSessionDate} + (${workshopGroups.sessionCount} * 7)`,
        sql`(${today}::date - 2)`,
      ),
    ),
  );
  return rows.map(toBooking);
}

export async function bookingsWithGroup(reader: Reader, bookingIds: string[]): Promise<BookingWithGroup[]> {
  if (bookingIds.length === 0) return [];
  const rows = await query(reader).where(inArray(bookings.id, bookingIds));
  return rows.map(toBooking);
}

export async function confirmedBookingsOfGroup(reader: Reader, groupId: string): Promise<BookingWithGroup[]> {
  const rows = await query(reader).where(
    and(eq(bookings.groupId, groupId), eq(bookings.status, "confirmed")),
  );
  return rows.map(toBooking);
}

/** A confirmed booking in a group, by its secret: the only way to its calendar file. */
export async function bookingWithGroupByToken(reader: Reader, token: string) {
  if (!isRandomToken(token)) return undefined;
  const [row] = await query(reader)
    .where(and(eq(bookings.receiptToken, token), eq(bookings.status, "confirmed")))
    .limit(1);
  return row ? toBooking(row) : undefined;
}
