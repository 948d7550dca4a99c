import { momentText } from "./group-schedule.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { formatEuros } from "./money.ts";
import type { RefundStatus } from "./stored-values.ts";

/**
 * What a family may do now and what it gets back (docs/product/after-sale-and-refunds.md#refund-policy):
 * - `cancel`: cancel at once; `amount` (cents) is refunded (0: a free booking), `until` is when
 *   the window closes (null: a booking waiting for a group);
 * - `guarantee`: ask for the 7-day guarantee until `until`, an administrator decides;
 * - `contact`: nothing automatic, with the reason; the family writes to the academy;
 * - `cancelled` / `requested` / `declined`: already done, with the refund if any.
 */
export type RefundPolicy =
  | { kind: "cancel"; reason: "before-start" | "no-group" | "free"; amount: number; until: Date | null }
  | { kind: "guarantee"; reason: "after-first-session"; amount: number; until: Date }
  | {
      kind: "contact";
      reason: "too-close-to-start" | "guarantee-over" | "not-paid-online" | "not-confirmed" | "free-started";
      firstSession: Date | null;
    }
  | { kind: "cancelled"; refund: { status: RefundStatus; amount: number } | null }
  | { kind: "requested"; amount: number }
  | { kind: "declined" };

/** The longest reason a family may give with a guarantee request. */
export const REQUEST_REASON_MAX = 1000;

/** What the family's last cancel or request answered (the page shows it in plain words). */
export type FamilyRefundAnswer =
  | "cancelled"
  | "requested"
  | "not-found"
  | "already-cancelled"
  | "already-requested"
  | "not-allowed"
  | "reason-too-long"
  | "failed";

/** The refund section's fixed texts, in the page's language. */
export function refundSectionTexts(language: Language) {
  const locale = { locale: language };
  return {
    title: m.refund_section_title({}, locale),
    cancelOpen: m.refund_cancel_open({}, locale),
    cancelConfirm: m.refund_cancel_confirm({}, locale),
    cancelQuestion: m.refund_cancel_confirm_question({}, locale),
    reasonLabel: m.refund_guarantee_reason_label({}, locale),
    requestSubmit: (amount: number) =>
      m.refund_guarantee_submit({ amount: formatEuros(amount, language) }, locale),
  };
}

/** The answer to a cancel or a request, in the page's language. */
export function familyRefundAnswerText(answer: FamilyRefundAnswer, contactEmail: string, language: Language) {
  const locale = { locale: language };
  const texts: Record<FamilyRefundAnswer, string> = {
    cancelled: m.refund_done_cancelled({}, locale),
    requested: m.refund_done_requested({}, locale),
    "not-found": m.refund_error_not_found({}, locale),
    "already-cancelled": m.refund_error_already_cancelled({}, locale),
    "already-requested": m.refund_error_already_requested({}, locale),
    "not-allowed": m.refund_error_not_allowed({}, locale),
    "reason-too-long": m.refund_error_reason_too_long({}, locale),
    failed: m.refund_error_failed({ contactEmail }, locale),
  };
  return texts[answer];
}

/**
 * What the family gets back (null when nothing is offered now) and why: the policy's sentence for
 * this booking, with its dates in the group's zone (docs/product/after-sale-and-refunds.md#refund-policy).
 */
export function describeRefund(
  policy: RefundPolicy,
  context: { timeZone: string | null; contactEmail: string },
  language: Language,
): { getBack: string | null; why: string } {
  const locale = { locale: language };
  const { contactEmail } = context;
  const euros = (cents: number) => formatEuros(cents, language);
  const when = (date: Date | null) => (date ? momentText(date, context.timeZone ?? "UTC", language) : "");
  switch (policy.kind) {
    case "cancel": {
      const getBack =
        policy.amount > 0
          ? m.refund_get_back({ amount: euros(policy.amount) }, locale)
          : m.refund_nothing_back({}, locale);
      const why =
        policy.reason === "free"
          ? m.refund_why_free({}, locale)
          : policy.reason === "no-group"
            ? m.refund_why_no_group({}, locale)
            : m.refund_why_before_start({ until: when(policy.until) }, locale);
      return { getBack, why };
    }
    case "guarantee":
      return {
        getBack: m.refund_get_back_if_accepted({ amount: euros(policy.amount) }, locale),
        why: m.refund_why_guarantee({ until: when(policy.until) }, locale),
      };
    case "contact": {
      const start = when(policy.firstSession);
      const why = {
        "too-close-to-start": m.refund_why_too_close({ start, contactEmail }, locale),
        "guarantee-over": m.refund_why_guarantee_over({ contactEmail }, locale),
        "not-paid-online": m.refund_why_not_online({ contactEmail }, locale),
        "not-confirmed": m.refund_why_not_confirmed({ contactEmail }, locale),
        "free-started": m.refund_why_free_started({ contactEmail }, locale),
      }[policy.reason];
      return { getBack: null, why };
    }
    case "cancelled": {
      const { refund } = policy;
      const money =
        refund && refund.status === "refunded"
          ? m.refund_cancelled_refunded({ amount: euros(refund.amount) }, locale)
          : refund && refund.status !== "declined"
            ? m.refund_cancelled_refunding({ amount: euros(refund.amount) }, locale)
            : null;
      const cancelled = m.refund_cancelled({}, locale);
      return { getBack: null, why: money ? `${cancelled} ${money}` : cancelled };
    }
    case "requested":
      return { getBack: null, why: m.refund_requested({ amount: euros(policy.amount) }, locale) };
    case "declined":
      return { getBack: null, why: m.refund_declined({ contactEmail }, locale) };
  }
}
