import { asc, desc, eq, inArray, ne, and, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import {
  bookings,
  groupClosureOffers,
  invoices,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { openClosureOfferOfBooking } from "#server/groups/closure-offers.server.ts";
import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { groupEndsAt } from "#server/group-schedule/group-sql.server.ts";
import type { FamilyBooking, FamilyDocument } from "#shared/family-page.ts";

const GROUP = '"workshop_groups"';

/** A booking's first session as text that sorts in time; one waiting for a group sorts after every date. */
const startKey = (booking: FamilyBooking) =>
  booking.schedule ? `${booking.schedule.firstSessionDate} ${booking.schedule.startTime}` : "~";

/** Upcoming first by their first session (those waiting for a group after them), then the past, latest first. */
function listOrder(a: FamilyBooking, b: FamilyBooking) {
  if (a.past !== b.past) return a.past ? 1 : -1;
  const [first, second] = a.past ? [startKey(b), startKey(a)] : [startKey(a), startKey(b)];
  return first < second ? -1 : first > second ? 1 : 0;
}

/**
 * Every booking of an address, past and upcoming, as the family page lists it
 * (docs/product/after-sale-and-refunds.md#family-page): the address compared without case, unpaid
 * ones left out (they are not bookings yet), each with its invoice and credit notes.
 */
export async function familyBookings(
  db: Pick<Database, "select">,
  email: string,
  now: Date = new Date(),
): Promise<FamilyBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      workshopTitle: workshops.title,
      teenFirstName: bookings.teenFirstName,
      erasedAt: bookings.teenDetailsErasedAt,
      token: bookings.receiptToken,
      holdId: bookings.holdId,
      orderSeat: bookings.orderSeat,
      group: {
        id: workshopGroups.id,
        ...groupScheduleColumns,
        ended: sql<boolean>`${groupEndsAt(GROUP)} <= ${now.toISOString()}::timestamptz`,
      },
      closureDeadline: groupClosureOffers.deadline,
    })
    .from(bookings)
    .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
    .leftJoin(workshopGroups, eq(workshopGroups.id, bookings.groupId))
    // The academy closed the booking's group, and the family has not chosen yet.
    .leftJoin(groupClosureOffers, openClosureOfferOfBooking)
    .where(and(sql`lower(${bookings.parentEmail}) = ${email.toLowerCase()}`, ne(bookings.status, "pending")))
    .orderBy(desc(bookings.createdAt));
  const documents = new Map<string, FamilyDocument[]>();
  if (rows.length > 0) {
    const found = await db
      .select({
        bookingId: invoices.bookingId,
        kind: invoices.kind,
        number: invoices.number,
        token: invoices.token,
      })
      .from(invoices)
      .where(
        inArray(
          invoices.bookingId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    for (const { bookingId, ...document } of found)
      documents.set(bookingId, [...(documents.get(bookingId) ?? []), document]);
  }
  // An order of several teens is named by its first seat's reference.
  const orders = new Map<string, { seat: number; reference: string; size: number }>();
  for (const row of rows) {
    if (!row.holdId) continue;
    const known = orders.get(row.holdId);
    const seat = row.orderSeat;
    if (!known) orders.set(row.holdId, { seat, reference: row.reference, size: 1 });
    else {
      known.size++;
      if (seat < known.seat) Object.assign(known, { seat, reference: row.reference });
    }
  }
  const orderOf = (holdId: string | null) => {
    const order = holdId ? orders.get(holdId) : undefined;
    return order && order.size > 1 ? order.reference : null;
  };
  const listed = rows
    .map((row) => {
      const schedule = row.group ? scheduleOfGroup(row.group) : null;
      const past = row.status === "cancelled" || Boolean(row.group?.ended);
      return {
        reference: row.reference,
        status: row.status,
        workshopTitle: row.workshopTitle,
        teenFirstName: row.erasedAt === null && row.teenFirstName !== "" ? row.teenFirstName : null,
        token: row.token,
        schedule,
        past,
        closure:
          row.closureDeadline && schedule && !past
            ? { deadline: row.closureDeadline.toISOString(), timeZone: schedule.timeZone }
            : null,
        documents: documents.get(row.id) ?? [],
        order: orderOf(row.holdId),
        orderSeat: row.orderSeat,
      };
    })
    .sort(listOrder);
  return togetherByOrder(listed).map(({ orderSeat: _seat, ...booking }) => booking);
}

/**
 * The teens of one order next to each other, in their order, where its first teen comes in the list
 * (the list's own order otherwise kept): the family page shows them as one order.
 */
function togetherByOrder<Row extends FamilyBooking & { orderSeat: number }>(rows: Row[]): Row[] {
  const placed = new Set<string>();
  const result: Row[] = [];
  for (const row of rows) {
    if (!row.order) result.push(row);
    else if (!placed.has(row.order)) {
      placed.add(row.order);
      result.push(
        ...rows.filter((other) => other.order === row.order).sort((a, b) => a.orderSeat - b.orderSeat),
      );
    }
  }
  return result;
}
