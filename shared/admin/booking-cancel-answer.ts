import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { formatEuros } from "#shared/money.ts";
import type { RefundStatus } from "#shared/stored-values.ts";
import type { Refusal } from "./refusal.ts";

/**
 * Why a booking could not be cancelled (server/refunds/cancel-booking.server.ts). The amount's
 * refusals concern the form's `amount` field; `amount_too_high` carries the amount paid (`paid`, cents).
 */
export type CancelRefusal =
  | "not_found"
  | "already_cancelled"
  | "nothing_paid"
  | "paid_offline"
  | "amount_invalid"
  | "amount_zero"
  | "amount_too_high";

/** What a cancellation did: the refund made with it, and whether the waiting list's first family was offered the place. */
export type Cancelled = {
  /** 1 when the freed seat was offered to a waiting-list family (docs/decisions/017-waiting-list-offers.md), else 0. */
  waitlistTold: number;
  /** The refund made with the cancellation, and where it stands after the provider's answer. */
  refund: { id: string; amount: number; status: RefundStatus } | null;
};

/** The text of a cancellation's refusal, in the back-office's language. */
export function cancelRefusalText(refusal: Refusal<CancelRefusal>, language: Language): string {
  const locale = { locale: language };
  switch (refusal.reason) {
    case "not_found":
      return m.admin_cancel_booking_not_found({}, locale);
    case "already_cancelled":
      return m.admin_cancel_booking_already_cancelled({}, locale);
    case "nothing_paid":
      return m.admin_cancel_booking_nothing_paid({}, locale);
    case "paid_offline":
      return m.admin_cancel_booking_paid_offline({}, locale);
    case "amount_invalid":
      return m.admin_cancel_booking_amount_invalid({}, locale);
    case "amount_zero":
      return m.admin_cancel_booking_amount_zero({}, locale);
    case "amount_too_high":
      return m.admin_cancel_booking_amount_too_high(
        { paid: formatEuros(Number(refusal.values?.paid ?? 0), language) },
        locale,
      );
  }
}

/**
 * The success toast: 'Réservation annulée avec succès. 40,00 € remboursés. La place est proposée...',
 * the refund's sentence by where it stands after the provider's answer.
 */
export function cancelledText({ refund, waitlistTold }: Cancelled, language: Language): string {
  const locale = { locale: language };
  const amount = refund ? formatEuros(refund.amount, language) : "";
  const parts: string[] = [m.admin_cancel_booking_done({}, locale)];
  if (refund?.status === "refunded") parts.push(m.admin_cancel_booking_refunded({ amount }, locale));
  else if (refund?.status === "failed") parts.push(m.admin_cancel_booking_refund_failed({ amount }, locale));
  else if (refund) parts.push(m.admin_cancel_booking_refund_pending({ amount }, locale));
  if (waitlistTold > 0) parts.push(m.admin_cancel_booking_waitlist_told({}, locale));
  // Sentences that end with their own full stop are not given a second one.
  return parts.join(". ").replace(/\.\. /g, ". ");
}

/** The toast of an unexpected failure (already logged). */
export const cancelFailedText = (language: Language): string =>
  m.admin_cancel_booking_error({}, { locale: language });
