import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { BookingPageView, SwitchableGroup } from "#shared/booking-page.ts";
import type { Database } from "#server/db/client.server.ts";
import { attendanceSoFar } from "#server/attendance/session-attendance.server.ts";
import {
  bookings,
  joinLinks,
  sessionAttendance,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";
import { groupScheduleColumns, scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { groupEndsAt, groupStartsAt } from "#server/group-schedule/group-sql.server.ts";
import { groupSeatsLeft } from "#server/seats/seats.server.ts";
import { familyLanguage } from "#server/attendance/family-language.server.ts";
import { messagesOfGroup, versionFor } from "#server/group-messages/group-messages.server.ts";
import { paths } from "#shared/paths.ts";
import { isBookingToken } from "#server/family-links/booking-token.server.ts";

const GROUP = '"workshop_groups"';

/**
 * The groups of the workshop a booking may move to (docs/product/after-sale-and-refunds.md#booking-page):
 * shown to parents, not closed, not started; full ones are listed too (the page shows them disabled).
 */
export async function switchableGroups(
  db: Pick<Database, "select">,
  workshopId: string,
  currentGroupId: string,
  now: Date,
): Promise<SwitchableGroup[]> {
  const rows = await db
    .select({
      id: workshopGroups.id,
      ...groupScheduleColumns,
      free: groupSeatsLeft(GROUP),
    })
    .from(workshopGroups)
    .where(
      and(
        eq(workshopGroups.workshopId, workshopId),
        ne(workshopGroups.id, currentGroupId),
        sql`${workshopGroups.isActive} and ${workshopGroups.closedAt} is null`,
        sql`${groupStartsAt(GROUP)} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(workshopGroups.firstSessionDate), asc(workshopGroups.startTime), asc(workshopGroups.id));
  return rows.map((row) => ({ id: row.id, schedule: scheduleOfGroup(row), free: row.free }));
}

/** The brothers and sisters booked in the same payment as this booking, in their order. */
async function orderTeensOf(db: Database, bookingId: string, holdId: string | null) {
  if (!holdId) return [];
  const rows = await db
    .select({
      firstName: bookings.teenFirstName,
      reference: bookings.reference,
      status: bookings.status,
      token: bookings.receiptToken,
    })
    .from(bookings)
    .where(and(eq(bookings.holdId, holdId), ne(bookings.id, bookingId)))
    .orderBy(asc(bookings.orderSeat));
  return rows.map(({ status, ...teen }) => ({ ...teen, cancelled: status === "cancelled" }));
}

/**
 * What a booking's own page shows, found by its secret only (never by its reference). Undefined for an
 * unknown, forged or malformed secret: the page answers 404.
 */
export async function loadBookingPage(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<BookingPageView | undefined> {
  if (!isBookingToken(token)) return undefined;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      id: bookings.id,
      language: bookings.language,
      reference: bookings.reference,
      status: bookings.status,
      workshopId: bookings.workshopId,
      workshopTitle: workshops.title,
      amountPaid: bookings.amountPaid,
      discountAmount: bookings.discountAmount,
      discountCode: bookings.discountCode,
      erasedAt: bookings.teenDetailsErasedAt,
      joinToken: joinLinks.token,
      holdId: bookings.holdId,
      group: {
        id: workshopGroups.id,
        ...groupScheduleColumns,
        videoUrl: workshopGroups.videoUrl,
        started: sql<boolean>`${groupStartsAt(GROUP)} <= ${at}`,
        ended: sql<boolean>`${groupEndsAt(GROUP)} <= ${at}`,
      },
      // The join link shows once the delivery outbox has sent this very link to the family, the group
      // having a room (docs/product/groups-and-delivery.md#video-link): by the video-link e-mail, or by
      // the notice of a group change, assignment or switch that carried it (a switched booking's
      // video-link e-mail went out once, for its first group).
      videoSent: sql<boolean>`exists (select 1 from email_outbox o
        where o.booking_id = ${bookings.id} and o.status = 'sent'
          and o.kind in ('video-link', 'group-change', 'group-assigned', 'group-switch')
          and ${workshopGroups.videoUrl} is not null
          and strpos(o.text_body, ${joinLinks.token}) > 0)`,
    })
    .from(bookings)
    .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
    .leftJoin(workshopGroups, eq(workshopGroups.id, bookings.groupId))
    .leftJoin(joinLinks, and(eq(joinLinks.bookingId, bookings.id), eq(joinLinks.groupId, workshopGroups.id)))
    .where(eq(bookings.receiptToken, token))
    .limit(1);
  if (!row) return undefined;
  const group = row.group;
  const marks = group
    ? await db
        .select({
          sessionIndex: sessionAttendance.sessionIndex,
          joinedAt: sessionAttendance.joinedAt,
          status: sessionAttendance.status,
        })
        .from(sessionAttendance)
        .where(and(eq(sessionAttendance.bookingId, row.id), eq(sessionAttendance.groupId, group.id)))
    : [];
  const cancelled = row.status === "cancelled";
  const switching: BookingPageView["switching"] = cancelled
    ? { ok: false, reason: "cancelled" }
    : row.status !== "confirmed"
      ? { ok: false, reason: "not_confirmed" }
      : !group
        ? { ok: false, reason: "unassigned" }
        : group.started
          ? { ok: false, reason: "started" }
          : { ok: true, groups: await switchableGroups(db, row.workshopId, group.id, now) };
  const messages = group && !cancelled ? await messagesOfGroup(db, group.id) : [];
  const language = familyLanguage(row);
  return {
    reference: row.reference,
    status: row.status,
    messages: messages.map((message) => ({
      id: message.id,
      sentAt: message.createdAt.toISOString(),
      ...versionFor(message, language),
    })),
    workshopTitle: row.workshopTitle,
    amountPaid: row.amountPaid,
    discountAmount: row.discountAmount ?? 0,
    discountCode: row.discountCode,
    group: group ? { schedule: scheduleOfGroup(group), started: group.started, ended: group.ended } : null,
    joinPath: group && row.joinToken && row.videoSent && !cancelled ? paths.join(row.joinToken) : null,
    attendance:
      group && !cancelled
        ? attendanceSoFar(
            scheduleOfGroup(group),
            new Map(marks.map((mark) => [mark.sessionIndex, mark])),
            now,
          )
        : null,
    teenDetailsErased: row.erasedAt !== null,
    orderTeens: await orderTeensOf(db, row.id, row.holdId),
    canErase: row.erasedAt === null && (cancelled || Boolean(group?.ended)),
    switching,
  };
}
