import { momentText } from "./group-schedule.ts";
import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { formatEuros, formatPrice } from "./money.ts";
import type { RefundStatus } from "./stored-values.ts";

/** The family's legal withdrawal period, from the booking (Code de la consommation L221-18). */
export const WITHDRAWAL_DAYS = 14;
/** After the withdrawal period, a family cancels with a full refund up to this long before the first session. */
export const CANCEL_NOTICE_HOURS = 48;
/** After the first session a family may ask for the guarantee for this many days. */
export const GUARANTEE_DAYS = 7;
/** Every refund is paid within this many days of the request (L221-24). */
export const REFUND_WITHIN_DAYS = 14;

const HOUR_MS = 60 * 60 * 1000;
export const WITHDRAWAL_MS = WITHDRAWAL_DAYS * 24 * HOUR_MS;
export const CANCEL_NOTICE_MS = CANCEL_NOTICE_HOURS * HOUR_MS;
export const GUARANTEE_MS = GUARANTEE_DAYS * 24 * HOUR_MS;

/**
 * What a family may do now and what it gets back (docs/product/after-sale-and-refunds.md#refund-policy):
 * - `withdraw`: the legal withdrawal, until `until`; `amount` is refunded (everything, or the
 *   price less the sessions held when the family asked for an early start); `guaranteeUntil` is
 *   set when the guarantee, which may give more, is open too;
 * - `cancel`: cancel at once; `amount` (cents) is refunded (0: a free booking), `until` is when
 *   the window closes (null: a booking waiting for a group); for a group the academy closed, the
 *   whole amount until the family's choice ends;
 * - `guarantee`: ask for the 7-day guarantee until `until`, an administrator decides;
 * - `contact`: nothing automatic, with the reason; the family writes to the academy;
 * - `cancelled` / `requested` / `declined`: already done, with the refund if any.
 */
export type RefundPolicy =
  | {
      kind: "withdraw";
      amount: number;
      until: Date;
      /** Sessions already held, of `sessionCount`; a pro rata refund when `held > 0`. */
      held: number;
      sessionCount: number;
      guaranteeUntil: Date | null;
    }
  | {
      kind: "cancel";
      /** `group-closed`: the academy closed the group; the family gets everything back until `until`. */
      reason: "before-start" | "no-group" | "free" | "group-closed";
      amount: number;
      until: Date | null;
    }
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
  | "withdrawn"
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
    /** Once the booking is cancelled there is nothing left to cancel: the section tells what happened. */
    titleCancelled: m.refund_section_title_cancelled({}, locale),
    cancelOpen: m.refund_cancel_open({}, locale),
    cancelConfirm: m.refund_cancel_confirm({}, locale),
    withdrawOpen: m.refund_withdraw_open({}, locale),
    withdrawConfirm: m.refund_withdraw_confirm({}, locale),
    withdrawQuestion: m.refund_withdraw_confirm_question({}, locale),
    cancelQuestion: m.refund_cancel_confirm_question({}, locale),
    reasonLabel: m.refund_guarantee_reason_label({}, locale),
    requestSubmit: (amount: number) =>
      m.refund_guarantee_submit({ amount: formatPrice(amount, language) }, locale),
  };
}

/** The answer to a cancel or a request, in the page's language. */
export function familyRefundAnswerText(answer: FamilyRefundAnswer, contactEmail: string, language: Language) {
  const locale = { locale: language };
  const texts: Record<FamilyRefundAnswer, string> = {
    cancelled: m.refund_done_cancelled({}, locale),
    withdrawn: m.refund_done_withdrawn({}, locale),
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
  const euros = (cents: number) => formatPrice(cents, language);
  const when = (date: Date | null) => (date ? momentText(date, context.timeZone ?? "UTC", language) : "");
  switch (policy.kind) {
    case "withdraw": {
      const until = when(policy.until);
      const why =
        policy.held > 0
          ? m.refund_why_withdraw_prorata(
              { days: WITHDRAWAL_DAYS, until, held: policy.held, count: policy.sessionCount },
              locale,
            )
          : m.refund_why_withdraw({ days: WITHDRAWAL_DAYS, until }, locale);
      const guarantee = policy.guaranteeUntil
        ? ` ${m.refund_why_withdraw_also_guarantee({ until: when(policy.guaranteeUntil) }, locale)}`
        : "";
      const getBack =
        policy.amount > 0
          ? m.refund_get_back({ amount: euros(policy.amount) }, locale)
          : m.refund_nothing_back({}, locale);
      return { getBack, why: why + guarantee };
    }
    case "cancel": {
      const getBack =
        policy.amount > 0
          ? m.refund_get_back({ amount: euros(policy.amount) }, locale)
          : m.refund_nothing_back({}, locale);
      const why =
        policy.reason === "group-closed"
          ? m.refund_why_group_closed({ until: when(policy.until) }, locale)
          : policy.reason === "free"
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

/**
 * What the policy gives back if an administrator cancels the booking now, for the cancel dialog:
 * the amount (cents, 0: nothing is owed) and why, in the back-office's words. Null when the site
 * cannot refund it (not paid online, not confirmed, free, already cancelled).
 */
export function adminRefundAdvice(
  policy: RefundPolicy,
  timeZone: string | null,
  language: Language,
): { owed: number; text: string } | null {
  const locale = { locale: language };
  const when = (date: Date) => momentText(date, timeZone ?? "UTC", language);
  const owed = (amount: number, reason: string) => ({
    owed: amount,
    // The back-office's amounts keep their cents ("147,00 €"), as the dialog's choices do.
    text: m.admin_cancel_booking_policy_owed({ amount: formatEuros(amount, language), reason }, locale),
  });
  const nothing = (reason: string) => ({
    owed: 0,
    text: m.admin_cancel_booking_policy_nothing({ reason }, locale),
  });
  switch (policy.kind) {
    case "withdraw":
      return owed(
        policy.amount,
        policy.held > 0
          ? m.admin_policy_reason_withdraw_prorata({ until: when(policy.until) }, locale)
          : m.admin_policy_reason_withdraw({ until: when(policy.until) }, locale),
      );
    case "cancel":
      if (policy.reason === "free") return null;
      return owed(
        policy.amount,
        policy.reason === "group-closed"
          ? m.admin_policy_reason_group_closed({}, locale)
          : policy.reason === "no-group" || !policy.until
            ? m.admin_policy_reason_no_group({}, locale)
            : m.admin_policy_reason_before_start({ until: when(policy.until) }, locale),
      );
    // Cancelling during the guarantee is accepting it.
    case "guarantee":
      return owed(policy.amount, m.admin_policy_reason_guarantee({ until: when(policy.until) }, locale));
    case "requested":
      return owed(policy.amount, m.admin_policy_reason_requested({}, locale));
    case "declined":
      return nothing(m.admin_policy_reason_declined({}, locale));
    case "contact":
      if (policy.reason === "too-close-to-start") return nothing(m.admin_policy_reason_too_close({}, locale));
      if (policy.reason === "guarantee-over")
        return nothing(m.admin_policy_reason_guarantee_over({}, locale));
      return null;
    case "cancelled":
      return null;
  }
}

/**
 * The refund policy's rules in the one wording every page, PDF and e-mail uses
 * (docs/product/after-sale-and-refunds.md#refund-policy): a label and a sentence each.
 */
export function refundPolicyTexts(language: Language) {
  const locale = { locale: language };
  return {
    heading: m.refund_policy_heading({}, locale),
    rules: [
      {
        label: m.refund_policy_withdrawal_label({ days: WITHDRAWAL_DAYS }, locale),
        text: m.refund_policy_withdrawal({ days: WITHDRAWAL_DAYS }, locale),
      },
      {
        label: m.refund_policy_before_label({}, locale),
        text: m.refund_policy_before({ days: WITHDRAWAL_DAYS, hours: CANCEL_NOTICE_HOURS }, locale),
      },
      {
        label: m.refund_policy_after_label({}, locale),
        text: m.refund_policy_after({ days: GUARANTEE_DAYS }, locale),
      },
      {
        label: m.refund_policy_waiting_label({}, locale),
        text: m.refund_policy_waiting({ hours: CANCEL_NOTICE_HOURS }, locale),
      },
      {
        label: m.refund_policy_timing_label({}, locale),
        text: m.refund_policy_timing({ days: REFUND_WITHIN_DAYS }, locale),
      },
    ],
  };
}

/** The policy in one sentence, for the short places (payment page, receipt, FAQ, sales page). */
export function refundPolicySummary(language: Language): string {
  return m.refund_policy_summary(
    { withdrawalDays: WITHDRAWAL_DAYS, hours: CANCEL_NOTICE_HOURS, guaranteeDays: GUARANTEE_DAYS },
    { locale: language },
  );
}

/** The policy's first promise in a few words, for a badge beside a price. */
export function refundPolicyShort(language: Language): string {
  return m.refund_policy_short({ days: WITHDRAWAL_DAYS }, { locale: language });
}

/**
 * Said before payment when the group starts within the cancellation notice: the family keeps its
 * withdrawal right, and what it would get back.
 */
export function startsSoonText(start: Date, timeZone: string, language: Language): string {
  return m.refund_policy_starts_soon(
    { hours: CANCEL_NOTICE_HOURS, days: WITHDRAWAL_DAYS, start: momentText(start, timeZone, language) },
    { locale: language },
  );
}
