import { groupSessions, type GroupSchedule } from "#shared/group-schedule.ts";
import type { RefundPolicy } from "#shared/refund-policy.ts";
import type { BookingStatus, RefundStatus } from "#shared/stored-values.ts";

export type { RefundPolicy };

/** A family cancels with a full refund up to this long before the group's first session. */
export const CANCEL_NOTICE_MS = 48 * 60 * 60 * 1000;
/** After the first session a family may ask for the guarantee for this long. */
export const GUARANTEE_MS = 7 * 24 * 60 * 60 * 1000;

/** What the policy looks at: the booking, its group's schedule (null: no group yet), its refund. */
export type PolicyBooking = {
  status: BookingStatus;
  amountPaid: number;
  /** Null: not paid through the site (the academy refunds it by hand). */
  checkoutSessionId: string | null;
  schedule: GroupSchedule | null;
  refund: { status: RefundStatus; amount: number } | null;
};

/** The group's first session's start (an instant: the group's zone and daylight-saving applied). */
export function firstSessionStart(schedule: GroupSchedule): Date | null {
  return groupSessions({ ...schedule, sessionCount: 1 })[0]?.start ?? null;
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
  if (!free && !booking.checkoutSessionId)
    return { kind: "contact", reason: "not-paid-online", firstSession: start };
  if (!start)
    return { kind: "cancel", reason: free ? "free" : "no-group", amount: booking.amountPaid, until: null };
  const time = now.getTime();
  if (free) {
    // Nothing to give back: the seat is worth freeing for the waiting list until the group starts.
    if (time < start.getTime()) return { kind: "cancel", reason: "free", amount: 0, until: start };
    return { kind: "contact", reason: "free-started", firstSession: start };
  }
  const cancelUntil = new Date(start.getTime() - CANCEL_NOTICE_MS);
  if (time <= cancelUntil.getTime())
    return { kind: "cancel", reason: "before-start", amount: booking.amountPaid, until: cancelUntil };
  const guaranteeUntil = new Date(start.getTime() + GUARANTEE_MS);
  if (time >= start.getTime() && time <= guaranteeUntil.getTime())
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
