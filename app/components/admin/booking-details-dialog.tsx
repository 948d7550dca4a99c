import type { ReactNode } from "react";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { formatDateFr, formatDateTimeFr } from "#shared/admin/dates.ts";
import { invoiceKindLabel } from "#shared/admin/invoice-filter.ts";
import { bookingStatusLabel, refundStatusLabel } from "#shared/admin/statuses.ts";
import { countOf } from "#shared/plural.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { formatEurosFr } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import type { AdminBookingRow } from "#server/bookings/admin-bookings.server.ts";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words whitespace-pre-line">{children || "—"}</dd>
    </div>
  );
}

/**
 * Everything a booking holds, beyond the table's columns: the group a productivity teen joined,
 * the parent's phone, the discount, and what the parent told us.
 */
export function BookingDetailsDialog({
  booking,
  onCancel,
  onRetryRefund,
  onErase,
  onDecideRequest,
  busy,
}: {
  booking: AdminBookingRow;
  /** Asks to cancel the booking, with or without a refund (shown unless it already is). */
  onCancel: () => void;
  /** Sends a failed refund to the provider again. */
  onRetryRefund: () => void;
  /** Asks to erase the teen's details: offered only once the booking is cancelled, as the server allows. */
  onErase: () => void;
  /** Decides a family's guarantee request: accept (cancel, full refund) or decline (the booking stays). */
  onDecideRequest: (decision: "accept-request" | "decline-request") => void;
  busy: boolean;
}) {
  const { refund } = booking;
  const erased = booking.teenDetailsErasedAt !== null;
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <DialogContent
      title={m.admin_booking_details_title({ reference: booking.reference }, locale)}
      className="max-w-xl"
    >
      <dl className="divide-y divide-border">
        <Detail label={m.admin_booking_details_parent({}, locale)}>{booking.parentName}</Detail>
        <Detail label={m.admin_booking_details_email({}, locale)}>
          <a className="text-primary hover:underline" href={`mailto:${booking.parentEmail}`}>
            {booking.parentEmail}
          </a>
        </Detail>
        <Detail label={m.admin_booking_details_phone({}, locale)}>{booking.parentPhone}</Detail>
        <Detail label={m.admin_booking_details_language({}, locale)}>
          {booking.language === "fr" ? m.admin_language_fr({}, locale) : m.admin_language_en({}, locale)}
        </Detail>
        <Detail label={m.admin_booking_details_teen({}, locale)}>
          {erased
            ? m.admin_booking_details_teen_erased(
                { when: formatDateTimeFr(booking.teenDetailsErasedAt!) },
                locale,
              )
            : booking.teenAge === null
              ? booking.teenName
              : m.admin_booking_details_teen_age(
                  { teenName: booking.teenName, age: booking.teenAge },
                  locale,
                )}
        </Detail>
        <Detail label={m.admin_booking_details_workshop({}, locale)}>{booking.workshopTitle}</Detail>
        {booking.schedule ? (
          <Detail label={m.admin_booking_details_schedule({}, locale)}>{booking.schedule}</Detail>
        ) : null}
        <Detail label={m.admin_booking_details_amount_paid({}, locale)}>
          {formatEurosFr(booking.amountPaid)}
        </Detail>
        {booking.discountAmount > 0 ? (
          <Detail label={m.admin_booking_details_discount({}, locale)}>
            {`${formatEurosFr(booking.discountAmount)}${booking.discountCode ? ` (${booking.discountCode})` : ""}`}
          </Detail>
        ) : null}
        <Detail label={m.admin_booking_details_status({}, locale)}>
          {bookingStatusLabel(booking.status, language)}
        </Detail>
        {booking.cancelledAt ? (
          <Detail label={m.admin_booking_details_cancelled_at({}, locale)}>
            {formatDateTimeFr(booking.cancelledAt)}
          </Detail>
        ) : null}
        {refund ? (
          <Detail label={m.admin_booking_details_refund({}, locale)}>
            {`${formatEurosFr(refund.amount)} · ${refundStatusLabel(refund.status, language)}`}
            {refund.status === "failed" && refund.lastError
              ? `\n${m.admin_booking_details_refund_attempts(
                  {
                    attempts: countOf(
                      refund.attempts,
                      {
                        one: m.admin_booking_details_attempt_one({}, locale),
                        other: m.admin_booking_details_attempt_other({}, locale),
                      },
                      language,
                    ),
                    error: refund.lastError,
                  },
                  locale,
                )}`
              : ""}
          </Detail>
        ) : null}
        {refund?.status === "requested" ? (
          <Detail label={m.admin_booking_details_request_reason({}, locale)}>
            {refund.requestReason || m.admin_booking_details_request_reason_none({}, locale)}
          </Detail>
        ) : null}
        <Detail label={m.admin_booking_details_booked_at({}, locale)}>
          {formatDateTimeFr(booking.createdAt)}
        </Detail>
        <Detail label={m.admin_booking_details_terms({}, locale)}>
          {booking.termsVersion && booking.termsAcceptedAt
            ? m.admin_booking_details_terms_accepted(
                {
                  version: formatDateFr(booking.termsVersion),
                  when: formatDateTimeFr(booking.termsAcceptedAt),
                },
                locale,
              )
            : m.admin_booking_details_terms_none({}, locale)}
        </Detail>
        <Detail label={m.admin_booking_details_express({}, locale)}>
          {booking.expressRequestAt
            ? m.admin_booking_details_express_asked(
                { when: formatDateTimeFr(booking.expressRequestAt) },
                locale,
              )
            : m.admin_booking_details_express_none({}, locale)}
        </Detail>
        <Detail label={m.admin_booking_details_documents({}, locale)}>
          {booking.documents.length > 0 ? (
            <ul className="space-y-1">
              {booking.documents.map((document) => (
                <li key={document.id}>
                  <a
                    href={paths.adminInvoicePdf(document.id)}
                    download
                    className="text-primary hover:underline"
                    aria-label={m.admin_invoices_download({ number: document.number }, locale)}
                  >
                    {`${invoiceKindLabel(document.kind, language)} ${document.number}`}
                  </a>
                  {` · ${document.kind === "credit_note" ? "−" : ""}${formatEurosFr(document.total)}`}
                </li>
              ))}
            </ul>
          ) : (
            m.admin_booking_details_documents_none({}, locale)
          )}
        </Detail>
        <Detail label={m.admin_booking_details_heard_via({}, locale)}>{booking.hearAboutUs}</Detail>
        <Detail label={m.admin_booking_details_special_requests({}, locale)}>
          {booking.specialRequests}
        </Detail>
      </dl>
      {!erased && booking.status !== "cancelled" ? (
        // Offered only when the server would do it: no destructive confirmation ending in a refusal.
        <p className="mt-4 text-sm text-muted-foreground">
          {m.admin_booking_details_erase_later({}, locale)}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-3 border-t border-border pt-4">
        <a
          href={paths.adminBookingData(booking.id)}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {m.admin_booking_details_download({}, locale)}
        </a>
        {!erased && booking.status === "cancelled" ? (
          <Button variant="outline" size="sm" onClick={onErase} disabled={busy}>
            {m.admin_booking_details_erase({}, locale)}
          </Button>
        ) : null}
        {refund?.status === "requested" ? (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onDecideRequest("decline-request")}
              disabled={busy}
            >
              {m.admin_booking_details_decline_request({}, locale)}
            </Button>
            <Button size="sm" onClick={() => onDecideRequest("accept-request")} disabled={busy}>
              {m.admin_booking_details_accept_request({}, locale)}
            </Button>
          </>
        ) : null}
        {refund?.status === "failed" ? (
          <Button variant="outline" size="sm" onClick={onRetryRefund} disabled={busy}>
            {m.admin_booking_details_retry_refund({}, locale)}
          </Button>
        ) : null}
        {booking.status !== "cancelled" ? (
          <Button variant="outline" size="sm" className="text-destructive" onClick={onCancel}>
            {m.admin_booking_details_cancel({}, locale)}
          </Button>
        ) : null}
      </div>
    </DialogContent>
  );
}
