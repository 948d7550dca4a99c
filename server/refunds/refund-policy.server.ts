import { firstSessionStart, groupSessions, type GroupSchedule } from "#shared/group-schedule.ts";
import { CANCEL_NOTICE_MS, GUARANTEE_MS, WITHDRAWAL_MS, type RefundPolicy } from "#shared/refund-policy.ts";
import type { BookingStatus, RefundStatus } from "#shared/stored-values.ts";

export type { RefundPolicy };

/** What the policy looks at: the booking, its group's schedule (null: no group yet), its refund. */
export type PolicyBooking = {
  status: BookingStatus;
  amountPaid: number;
  /** Null: not paid through the site (the academy refunds it by hand). */
  holdId: string | null;
  schedule: GroupSchedule | null;
  refund: { status: RefundStatus; amount: number } | null;
  /** When the family booked: the withdrawal period runs from here. */
  bookedAt: Date;
  /** When the family asked for the workshop to start within its withdrawal period (null: it did not). */
  expressRequestAt: Date | null;
  /**
   * The academy closed the booking's group and the family has not chosen yet: until when it may
   * (docs/product/groups.md#groups-too-small-to-run). Absent or null: no such choice.
   */
  closureDeadline?: Date | null;
};

/**
 * What a withdrawal gives back (docs/product/after-sale-and-refunds.md#withdrawal): everything
 * before the first session or without the express request; otherwise the price less the sessions
 * held, pro rata, the family's share rounded down to the cent.
 */
export function withdrawalRefund(amountPaid: number, held: number, sessionCount: number, express: boolean) {
  if (!express || held <= 0 || sessionCount <= 0) return amountPaid;
  return amountPaid - Math.floor((amountPaid * Math.min(held, sessionCount)) / sessionCount);
}

/** Sessions that have started by `now`. */
function sessionsHeld(schedule: GroupSchedule, now: Date): number {
  return groupSessions(schedule).filter((session) => session.start.getTime() <= now.getTime()).length;
}

/**
 * The published policy applied to one booking at `now`. Exactly 48 hours before the first session
 * is still in time ("up to 48 hours"); exactly 7 days after its start is still within the guarantee.
 */
export function refundPolicy(booking: PolicyBooking, now: Date): RefundPolicy {
  if (booking.status === "cancelled") return { kind: "cancelled", refund: booking.refund };
  if (booking.refund?.status === "requested") return { kind: "requested", amount: booking.refund.amount };
  if (booking.refund?.status === "declined") return { kind: "declined" };
  const start = booking.schedule ? firstSessionStart(booking.schedule) : null;
  if (booking.status !== "confirmed")
    return { kind: "contact", reason: "not-confirmed", firstSession: start };
  const free = booking.amountPaid <= 0;
  if (!free && !booking.holdId) return { kind: "contact", reason: "not-paid-online", firstSession: start };
  // The academy cancelled: everything back, whatever the dates (the job refunds it after the deadline).
  if (booking.closureDeadline)
    return {
      kind: "cancel",
      reason: "group-closed",
      amount: booking.amountPaid,
      until: booking.closureDeadline,
    };
  const time = now.getTime();
  const guaranteeUntil = start ? new Date(start.getTime() + GUARANTEE_MS) : null;
  const inGuarantee =
    !!start && !!guaranteeUntil && time >= start.getTime() && time <= guaranteeUntil.getTime();
  // The law first: within the withdrawal period the family withdraws, and the guarantee stays
  // offered beside it when it could give more (the more generous rule wins).
  const withdrawalUntil = new Date(booking.bookedAt.getTime() + WITHDRAWAL_MS);
  if (!free && time <= withdrawalUntil.getTime()) {
    const held = booking.schedule ? sessionsHeld(booking.schedule, now) : 0;
    const sessionCount = booking.schedule?.sessionCount ?? 0;
    const express = booking.expressRequestAt !== null;
    const amount = withdrawalRefund(booking.amountPaid, held, sessionCount, express);
    if (amount > 0)
      return {
        kind: "withdraw",
        amount,
        until: withdrawalUntil,
        held: express ? held : 0,
        sessionCount,
        guaranteeUntil: inGuarantee && amount < booking.amountPaid ? guaranteeUntil : null,
      };
  }
  if (!start)
    return { kind: "cancel", reason: free ? "free" : "no-group", amount: booking.amountPaid, until: null };
  if (free) {
    // Nothing to give back: the seat is worth freeing for the waiting list until the group starts.
    if (time < start.getTime()) return { kind: "cancel", reason: "free", amount: 0, until: start };
    return { kind: "contact", reason: "free-started", firstSession: start };
  }
  const cancelUntil = new Date(start.getTime() - CANCEL_NOTICE_MS);
  if (time <= cancelUntil.getTime())
    return { kind: "cancel", reason: "before-start", amount: booking.amountPaid, until: cancelUntil };
  if (inGuarantee && guaranteeUntil)
    return {
      kind: "guarantee",
      reason: "after-first-session",
      amount: booking.amountPaid,
      until: guaranteeUntil,
    };
  return {
    kind: "contact",
    reason: time < start.getTime() ? "too-close-to-start" : "guarantee-over",
    firstSession: start,
  };
}
