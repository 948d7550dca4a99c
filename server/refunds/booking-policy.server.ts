import type { Language } from "#shared/language.ts";
import { workshopTitleIn } from "#shared/workshop-texts.ts";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { bookings, refunds, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { isBookingToken } from "#server/family-links/booking-token.server.ts";
import { pendingClosureOffer } from "#server/groups/closure-offers.server.ts";
import { refundPolicy, type PolicyBooking, type RefundPolicy } from "./refund-policy.server.ts";

type Reader = Pick<Database, "select">;

/** A booking as the family's refund section needs it, found by its secret token. */
export type FamilyBooking = PolicyBooking & {
  id: string;
  reference: string;
  receiptToken: string;
  parentEmail: string;
  parentName: string;
  workshopTitle: string;
  /** The family's language, which its messages follow. */
  language: Language;
};

/** The booking behind a token (the receipt's, docs/product/after-sale-and-refunds.md#booking-page), or null. */
export async function familyBookingByToken(db: Reader, token: string): Promise<FamilyBooking | null> {
  if (!isBookingToken(token)) return null;
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      receiptToken: bookings.receiptToken,
      parentEmail: bookings.parentEmail,
      parentFirstName: bookings.parentFirstName,
      parentLastName: bookings.parentLastName,
      status: bookings.status,
      amountPaid: bookings.amountPaid,
      holdId: bookings.holdId,
      bookedAt: bookings.createdAt,
      expressRequestAt: bookings.expressRequestAt,
      language: bookings.language,
      workshopTitle: workshops.title,
      frenchTexts: workshops.frenchTexts,
      group: {
        id: workshopGroups.id,
        ...groupScheduleColumns,
      },
    })
    .from(bookings)
    .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
    .leftJoin(workshopGroups, eq(workshopGroups.id, bookings.groupId))
    .where(eq(bookings.receiptToken, token));
  if (!row) return null;
  // The live refund (at most one), else the last declined request.
  const [refund] = await db
    .select({ status: refunds.status, amount: refunds.amount })
    .from(refunds)
    .where(eq(refunds.bookingId, row.id))
    .orderBy(sql`${refunds.status} = 'declined'`, desc(refunds.createdAt))
    .limit(1);
  const closure = await pendingClosureOffer(db, row.id);
  const { group, parentFirstName, parentLastName, frenchTexts, ...booking } = row;
  return {
    ...booking,
    closureDeadline: closure?.deadline ?? null,
    workshopTitle: workshopTitleIn({ title: booking.workshopTitle, frenchTexts }, booking.language),
    parentName: [parentFirstName, parentLastName].filter(Boolean).join(" "),
    schedule: group ? scheduleOfGroup(group) : null,
    refund: refund ?? null,
  };
}

/** What the family may do now with the booking behind `token` (null: no such booking). */
export async function familyRefundPolicy(
  db: Reader,
  token: string,
  now: Date,
): Promise<{ booking: FamilyBooking; policy: RefundPolicy } | null> {
  const booking = await familyBookingByToken(db, token);
  return booking ? { booking, policy: refundPolicy(booking, now) } : null;
}
