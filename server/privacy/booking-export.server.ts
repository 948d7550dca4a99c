import { providerMetadata } from "#server/bookings/booking-details.server.ts";
import { asc, eq, sql } from "drizzle-orm";
import { isUuid } from "#shared/uuid.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import type { Database } from "#server/db/client.server.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  refunds,
  sessionAttendance,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";

/**
 * Everything the site holds about one booking, as JSON for the family or an administrator
 * (docs/product/childrens-data.md#export-and-erasure): the booking, its workshop and group, the
 * payment, the refunds, the teen's attendance and the e-mails sent about it. Secrets that open something (the receipt
 * token, the payment's client secret) are left out. Null when there is no such booking.
 */
export async function bookingDataExport(db: Database, id: string, now: Date = new Date()) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      booking: bookings,
      workshop: { id: workshops.id, title: workshops.title },
      group: workshopGroups,
    })
    .from(bookings)
    .leftJoin(workshops, eq(workshops.id, bookings.workshopId))
    .leftJoin(workshopGroups, eq(workshopGroups.id, bookings.groupId))
    .where(eq(bookings.id, id));
  if (!row) return null;
  const { receiptToken: _secret, holdId, ...booking } = row.booking;
  const [held] = holdId
    ? await db
        .select({
          provider: seatHolds.provider,
          providerId: seatHolds.providerPaymentId,
          status: seatHolds.status,
          currency: seatHolds.currency,
          subtotal: seatHolds.subtotal,
          discountAmount: seatHolds.discountAmount,
          amountTotal: seatHolds.amountTotal,
          customerEmail: seatHolds.customerEmail,
          formData: seatHolds.metadata,
          createdAt: seatHolds.createdAt,
        })
        .from(seatHolds)
        .where(eq(seatHolds.id, holdId))
    : [];
  // A payment for several teens holds every teen's form data: one teen's export keeps only the
  // order's own fields (this teen's details are the booking's, above).
  const payment = held && {
    ...held,
    formData: held.formData.more_teens ? providerMetadata(held.formData) : held.formData,
  };
  const refundRows = await db
    .select({
      id: refunds.id,
      amount: refunds.amount,
      status: refunds.status,
      createdAt: refunds.createdAt,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .where(eq(refunds.bookingId, id))
    .orderBy(asc(refunds.createdAt));
  // Joins and the coach's confirmations; never the coach's private notes (about the whole group).
  const attendance = await db
    .select({
      groupId: sessionAttendance.groupId,
      session: sql<number>`${sessionAttendance.sessionIndex} + 1`,
      joinedAt: sessionAttendance.joinedAt,
      status: sessionAttendance.status,
    })
    .from(sessionAttendance)
    .where(eq(sessionAttendance.bookingId, id))
    .orderBy(asc(sessionAttendance.groupId), asc(sessionAttendance.sessionIndex));
  const emails = await db
    .select({
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      status: emailOutbox.status,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.bookingId, id))
    .orderBy(asc(emailOutbox.createdAt));
  return {
    exportedAt: now.toISOString(),
    amountsIn: "euro cents",
    booking,
    workshop: row.workshop,
    group: row.group
      ? {
          dateRange: row.group.dateRange,
          timeText: row.group.timeText,
          timeZone: row.group.timeZone,
          firstSessionDate: row.group.firstSessionDate,
          startTime: row.group.startTime,
          sessionCount: row.group.sessionCount,
          sessionMinutes: row.group.sessionMinutes,
        }
      : null,
    payment: payment ?? null,
    refunds: refundRows,
    attendance,
    emails,
  };
}

/** The export for an administrator: the audit log records that it was downloaded, by reference. */
export async function exportBookingForAdmin(db: Database, actor: Actor, id: string) {
  const data = await bookingDataExport(db, id);
  if (!data) return null;
  await recordAudit(db, {
    actor,
    action: "export",
    entity: "booking",
    entityId: id,
    after: { reference: data.booking.reference, file: "json" },
  });
  return data;
}
