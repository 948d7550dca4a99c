import type { AdminBookingRow } from "#server/bookings/admin-bookings.server.ts";
import type { Language } from "#shared/language.ts";
import { adminRefundAdvice } from "#shared/refund-policy.ts";
import { refundPolicy } from "./refund-policy.server.ts";

/** What the refund policy gives back if an administrator cancels the listed booking at `now`. */
export type RefundAdvice = ReturnType<typeof adminRefundAdvice>;

/** A row of the bookings list with its advice, as the page gets it. */
export type ListedBooking = AdminBookingRow & { refundAdvice: RefundAdvice };

/**
 * The cancel dialog's advice for a row of the bookings list: the one policy the family's pages
 * state (server/refunds/refund-policy.server.ts), applied to the booking at `now`.
 */
export function refundAdviceFor(row: AdminBookingRow, now: Date, language: Language): RefundAdvice {
  const policy = refundPolicy(
    {
      status: row.status,
      amountPaid: row.amountPaid,
      // The policy asks only whether it was paid through the site.
      holdId: row.paidOnline ? row.id : null,
      schedule: row.groupSchedule,
      refund: row.refund ? { status: row.refund.status, amount: row.refund.amount } : null,
      bookedAt: new Date(row.createdAt),
      expressRequestAt: row.expressRequestAt ? new Date(row.expressRequestAt) : null,
      closureDeadline: row.closureDeadline ? new Date(row.closureDeadline) : null,
    },
    now,
  );
  // Dates in the group's zone, as the family reads them; the back-office's own (Paris) without a group.
  return adminRefundAdvice(policy, row.groupSchedule?.timeZone ?? "Europe/Paris", language);
}
