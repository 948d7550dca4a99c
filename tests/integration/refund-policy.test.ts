import { describe, expect, test } from "vitest";
import type { GroupSchedule } from "#shared/group-schedule.ts";
import { firstSessionStart } from "#shared/group-schedule.ts";
import { refundPolicy, type PolicyBooking } from "#server/refunds/refund-policy.server.ts";

// A Paris group whose first session, Sunday 29 March 2026 at 10:00, falls on the morning clocks go
// forward (02:00 -> 03:00): 10:00 CEST is 08:00 UTC.
const paris: GroupSchedule = {
  timeZone: "Europe/Paris",
  weekday: 7,
  startTime: "10:00",
  firstSessionDate: "2026-03-29",
  sessionCount: 4,
  sessionMinutes: 60,
};
const START = new Date("2026-03-29T08:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);

const paid = (values: Partial<PolicyBooking> = {}): PolicyBooking => ({
  status: "confirmed",
  amountPaid: 14700,
  holdId: "5b0e8f0a-0000-4000-8000-000000000001",
  schedule: paris,
  refund: null,
  // Booked long before: the withdrawal period is over by the time the cases below look.
  bookedAt: at(-60 * 24 * HOUR),
  expressRequestAt: null,
  ...values,
});
const DAY = 24 * HOUR;

test("the first session's instant is taken in the group's zone, after the clocks changed", () => {
  expect(firstSessionStart(paris)).toEqual(START);
});

describe("up to 48 hours before the first session: cancel with a full refund", () => {
  test("exactly 48 elapsed hours before is still in time; one millisecond later is not", () => {
    const edge = at(-48 * HOUR);
    expect(edge.toISOString()).toBe("2026-03-27T08:00:00.000Z");
    expect(refundPolicy(paid(), edge)).toEqual({
      kind: "cancel",
      reason: "before-start",
      amount: 14700,
      until: edge,
    });
    expect(refundPolicy(paid(), at(-48 * HOUR + 1))).toMatchObject({
      kind: "contact",
      reason: "too-close-to-start",
      firstSession: START,
    });
  });

  test("the 48 hours are elapsed time across the clock change, not two calendar days of wall-clock time", () => {
    // 10:00 Paris time on Friday 27 March is 09:00 UTC: 47 hours before the start, too late.
    expect(refundPolicy(paid(), new Date("2026-03-27T09:00:00Z"))).toMatchObject({
      kind: "contact",
      reason: "too-close-to-start",
    });
    // In winter time, the same wall-clock 10:00 two days earlier is exactly 48 hours before.
    const winter = { ...paris, firstSessionDate: "2026-03-01" };
    expect(refundPolicy(paid({ schedule: winter }), new Date("2026-02-27T09:00:00Z"))).toMatchObject({
      kind: "cancel",
      amount: 14700,
    });
  });

  test("days before, the amount is what the booking paid (after its discount)", () => {
    expect(refundPolicy(paid({ amountPaid: 11760 }), at(-20 * 24 * HOUR))).toMatchObject({
      kind: "cancel",
      amount: 11760,
    });
  });
});

describe("after the first session: the 7-day guarantee, decided by an administrator", () => {
  test("from the first session's start until exactly 7 days after it", () => {
    const until = at(7 * 24 * HOUR);
    expect(refundPolicy(paid(), START)).toEqual({
      kind: "guarantee",
      reason: "after-first-session",
      amount: 14700,
      until,
    });
    expect(refundPolicy(paid(), until)).toMatchObject({ kind: "guarantee" });
    expect(refundPolicy(paid(), at(7 * 24 * HOUR + 1))).toMatchObject({
      kind: "contact",
      reason: "guarantee-over",
    });
  });

  test("between 48 hours before and the start nothing is automatic", () => {
    expect(refundPolicy(paid(), at(-1))).toMatchObject({ kind: "contact", reason: "too-close-to-start" });
    expect(refundPolicy(paid(), at(-47 * HOUR))).toMatchObject({ kind: "contact" });
  });
});

test("a booking waiting for a group is cancelled with a full refund whenever it is", () => {
  expect(refundPolicy(paid({ schedule: null }), at(300 * 24 * HOUR))).toEqual({
    kind: "cancel",
    reason: "no-group",
    amount: 14700,
    until: null,
  });
});

test("a free booking (100 % code) is cancelled without refund until its group starts", () => {
  const free = paid({ amountPaid: 0, holdId: null });
  expect(refundPolicy(free, at(-1))).toEqual({ kind: "cancel", reason: "free", amount: 0, until: START });
  expect(refundPolicy(free, START)).toMatchObject({ kind: "contact", reason: "free-started" });
  expect(refundPolicy({ ...free, schedule: null }, START)).toMatchObject({ kind: "cancel", amount: 0 });
});

test("a booking already cancelled, or with a request or a declined request, says so", () => {
  const early = at(-20 * 24 * HOUR);
  const refund = { status: "refunded" as const, amount: 14700 };
  expect(refundPolicy(paid({ status: "cancelled", refund }), early)).toEqual({ kind: "cancelled", refund });
  expect(refundPolicy(paid({ status: "cancelled" }), early)).toEqual({ kind: "cancelled", refund: null });
  expect(refundPolicy(paid({ refund: { status: "requested", amount: 14700 } }), START)).toEqual({
    kind: "requested",
    amount: 14700,
  });
  expect(refundPolicy(paid({ refund: { status: "declined", amount: 14700 } }), START)).toEqual({
    kind: "declined",
  });
});

test("a booking not paid on the site, or not confirmed, is for the academy", () => {
  const early = at(-20 * 24 * HOUR);
  expect(refundPolicy(paid({ holdId: null }), early)).toMatchObject({
    kind: "contact",
    reason: "not-paid-online",
  });
  expect(refundPolicy(paid({ status: "pending" }), early)).toMatchObject({
    kind: "contact",
    reason: "not-confirmed",
  });
});

describe("within 14 days of booking: the withdrawal right comes first", () => {
  // The case: a group starting 30 hours after the booking, the family asked for the early start.
  const bookedAt = at(-30 * HOUR);
  const early = paid({ bookedAt, expressRequestAt: bookedAt });

  test("before the first session a withdrawal refunds everything, even inside the 48 hours", () => {
    expect(refundPolicy(early, at(-29 * HOUR))).toEqual({
      kind: "withdraw",
      amount: 14700,
      until: new Date(bookedAt.getTime() + 14 * DAY),
      held: 0,
      sessionCount: 4,
      guaranteeUntil: null,
    });
  });

  test("with the express request, sessions held are paid pro rata and the guarantee stays offered", () => {
    expect(refundPolicy(early, at(DAY))).toEqual({
      kind: "withdraw",
      amount: 14700 - 3675,
      until: new Date(bookedAt.getTime() + 14 * DAY),
      held: 1,
      sessionCount: 4,
      guaranteeUntil: at(7 * DAY),
    });
    // The second session (5 April, after the clocks went forward) is held at 08:00 UTC: two of four.
    expect(refundPolicy(early, at(7 * DAY + HOUR))).toMatchObject({
      kind: "withdraw",
      amount: 7350,
      held: 2,
      guaranteeUntil: null,
    });
  });

  test("without the express request, a withdrawal refunds everything even after sessions", () => {
    expect(refundPolicy(paid({ bookedAt }), at(7 * DAY + HOUR))).toMatchObject({
      kind: "withdraw",
      amount: 14700,
      held: 0,
      guaranteeUntil: null,
    });
  });

  test("the family's share is rounded down to the cent", () => {
    expect(refundPolicy({ ...early, amountPaid: 9999 }, at(DAY))).toMatchObject({ amount: 9999 - 2499 });
  });

  test("the 14 days are elapsed time across the daylight-saving change, then the academy's policy applies", () => {
    // Booked Friday 20 March at 09:00 Paris (08:00 UTC, winter time): 14 days later is 3 April 08:00 UTC.
    const march = paid({ bookedAt: new Date("2026-03-20T08:00:00Z") });
    expect(refundPolicy(march, new Date("2026-04-03T08:00:00Z"))).toMatchObject({ kind: "withdraw" });
    expect(refundPolicy(march, new Date("2026-04-03T08:00:00.001Z"))).toMatchObject({
      kind: "guarantee",
      until: at(7 * DAY),
    });
  });

  test("a booking still waiting for a group, a free one and a cancelled one are not withdrawals", () => {
    expect(refundPolicy(paid({ bookedAt, schedule: null }), at(-DAY))).toMatchObject({
      kind: "withdraw",
      amount: 14700,
      sessionCount: 0,
    });
    expect(refundPolicy(paid({ bookedAt, amountPaid: 0 }), at(-DAY))).toMatchObject({
      kind: "cancel",
      reason: "free",
    });
    expect(refundPolicy(paid({ bookedAt, status: "cancelled" }), at(-DAY))).toMatchObject({
      kind: "cancelled",
    });
  });
});
