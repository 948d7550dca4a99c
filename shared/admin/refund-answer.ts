import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { formatEuros } from "#shared/money.ts";
import type { RefundStatus } from "#shared/stored-values.ts";
import { cancelRefusalText, type CancelRefusal } from "./booking-cancel-answer.ts";
import type { Refusal } from "./refusal.ts";

/** Why a failed refund was not sent again (server/refunds/retry-refund-now.server.ts). */
export type RetryRefusal = "nothing_to_retry" | "still_failing";

/**
 * Why a family's guarantee request could not be decided (server/refunds/decide-refund-request.server.ts):
 * none is waiting, or accepting it could not cancel the booking.
 */
export type RefundRequestRefusal = "no_request" | CancelRefusal;

/** A decided request: declined, or accepted with its refund as the provider left it. */
export type RefundDecision =
  { kind: "declined" } | { kind: "accepted"; amount: number; status: RefundStatus };

/** The text of a retry's refusal, in the back-office's language. */
export function retryRefusalText(refusal: Refusal<RetryRefusal>, language: Language): string {
  const locale = { locale: language };
  switch (refusal.reason) {
    case "nothing_to_retry":
      return m.admin_refund_retry_nothing_to_retry({}, locale);
    case "still_failing":
      return m.admin_refund_retry_still_failing({}, locale);
  }
}

/** The toast once a retried refund went through: '40,00 € remboursés.'. */
export const retriedText = (amount: number, language: Language): string =>
  m.admin_refund_retry_refunded({ amount: formatEuros(amount, language) }, { locale: language });

export const retryFailedText = (language: Language): string =>
  m.admin_refund_retry_error({}, { locale: language });

/** The text of a request's refusal, in the back-office's language. */
export function refundRequestRefusalText(refusal: Refusal<RefundRequestRefusal>, language: Language): string {
  if (refusal.reason === "no_request") return m.admin_refund_request_none({}, { locale: language });
  return cancelRefusalText({ ...refusal, reason: refusal.reason }, language);
}

/** The toast of a decided request, with the refund's amount and where it stands. */
export function refundDecisionText(decision: RefundDecision, language: Language): string {
  const locale = { locale: language };
  if (decision.kind === "declined") return m.admin_refund_request_declined({}, locale);
  const amount = formatEuros(decision.amount, language);
  if (decision.status === "refunded") return m.admin_refund_request_accepted({ amount }, locale);
  if (decision.status === "failed") return m.admin_refund_request_accepted_failed({ amount }, locale);
  return m.admin_refund_request_accepted_pending({ amount }, locale);
}

export const refundRequestFailedText = (language: Language): string =>
  m.admin_refund_request_error({}, { locale: language });
