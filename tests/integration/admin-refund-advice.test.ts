import { describe, expect, test } from "vitest";
import type { AdminBookingRow } from "#server/bookings/admin-bookings.server.ts";
import { refundAdviceFor } from "#server/refunds/admin-refund-advice.server.ts";

/*
 * The cancel dialog's advice (docs/product/after-sale-and-refunds.md#refund-policy): what the one
 * refund policy gives back if an administrator cancels the booking now, and the dialog's first choice.
 */
const now = new Date("2026-12-10T12:00:00Z");
const days = (count: number) => new Date(now.getTime() + count * 24 * 3600 * 1000).toISOString();
// Four weekly sessions on Mondays at 16:00 in Paris; the first one on 2026-12-14, in four days.
const schedule = {
  timeZone: "Europe/Paris",
  weekday: 1,
  startTime: "16:00",
  firstSessionDate: "2026-12-14",
  sessionCount: 4,
  sessionMinutes: 60,
};

function row(values: Partial<AdminBookingRow>): AdminBookingRow {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    reference: "TW-ADVICE",
    parentName: "Anne Parent",
    parentEmail: "anne@example.com",
    teenName: "Teen Parent",
    teenAge: 13,
    orderWith: [],
    workshopTitle: "Goals",
    amountPaid: 20000,
    status: "confirmed",
    createdAt: days(-2),
    parentPhone: "",
    language: "en",
    schedule: "",
    discountCode: "",
    discountAmount: 0,
    hearAboutUs: "",
    specialRequests: "",
    paidOnline: true,
    refund: null,
    cancelledAt: null,
    teenDetailsErasedAt: null,
    termsVersion: null,
    termsAcceptedAt: null,
    expressRequestAt: null,
    documents: [],
    groupSchedule: schedule,
    closureDeadline: null,
    ...values,
  };
}

describe("the cancel dialog's refund advice", () => {
  test("within the withdrawal period: everything back, until the period's last day", () => {
    expect(refundAdviceFor(row({}), now, "fr")).toEqual({
      owed: 20000,
      text: "Selon la politique de remboursement, la famille a droit aujourd'hui à 200,00\u00a0€\u00a0: délai de rétractation, jusqu'au mar. 22 déc. 2026, 13 h (heure de Paris). C'est le choix présélectionné ci-dessous.",
    });
  });

  test("withdrawing after sessions held at the family's request: the price less those sessions", () => {
    const later = new Date("2026-12-22T12:00:00Z"); // two sessions held (14 and 21 December)
    const advice = refundAdviceFor(row({ createdAt: days(-1), expressRequestAt: days(-1) }), later, "en");
    expect(advice?.owed).toBe(10000);
    expect(advice?.text).toContain("less the sessions held at the family's request");
  });

  test("past the withdrawal period, under 48 hours before the first session: nothing is owed", () => {
    const dayBefore = new Date("2026-12-13T12:00:00Z"); // 27 hours before the first session
    const advice = refundAdviceFor(row({ createdAt: days(-30) }), dayBefore, "fr");
    expect(advice).toEqual({
      owed: 0,
      text: "Selon la politique de remboursement, rien n'est dû aujourd'hui\u00a0: moins de 48 heures avant la première séance.",
    });
    // Four days before it, cancelling still gives everything back.
    expect(refundAdviceFor(row({ createdAt: days(-30) }), now, "en")?.owed).toBe(20000);
  });

  test("a group the academy closed gives everything back, whatever the dates", () => {
    const advice = refundAdviceFor(row({ createdAt: days(-30), closureDeadline: days(3) }), now, "en");
    expect(advice?.owed).toBe(20000);
    expect(advice?.text).toContain("the academy closed the group");
  });

  test("the family's waiting request is what cancelling gives back", () => {
    const advice = refundAdviceFor(
      row({
        createdAt: days(-30),
        refund: {
          id: "r",
          status: "requested",
          amount: 20000,
          attempts: 0,
          lastError: "",
          requestReason: "",
        },
      }),
      now,
      "en",
    );
    expect(advice?.owed).toBe(20000);
    expect(advice?.text).toContain("the family's refund request");
  });

  test("no advice where the site refunds nothing: not paid online, already cancelled", () => {
    expect(refundAdviceFor(row({ paidOnline: false }), now, "fr")).toBeNull();
    expect(refundAdviceFor(row({ status: "cancelled" }), now, "fr")).toBeNull();
  });
});
