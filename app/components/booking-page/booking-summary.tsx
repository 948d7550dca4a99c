import { CalendarPlus, Download, FileText, Video } from "lucide-react";
import { ExternalLink } from "#app/components/external-link.tsx";
import { GroupTime } from "#app/components/group-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import type { BookingPageView } from "#shared/booking-page.ts";
import type { CalendarLinks } from "#shared/calendar-links.ts";
import { sessionDatesText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { formatPrice } from "#shared/money.ts";
import { countOf } from "#shared/plural.ts";
import { paths } from "#shared/paths.ts";

/** A booking status's words and badge, in the page's language. */
export function statusLabel(status: BookingPageView["status"], language: Language) {
  const locale = { locale: language };
  const labels = {
    confirmed: { text: m.booking_page_status_confirmed({}, locale), variant: "success" },
    pending: { text: m.booking_page_status_pending({}, locale), variant: "warning" },
    cancelled: { text: m.booking_page_status_cancelled({}, locale), variant: "destructive" },
  } as const;
  return labels[status];
}

/** "1 session" / "3 weekly sessions", in the page's language. */
function sessionCount(group: NonNullable<BookingPageView["group"]>, language: Language) {
  const locale = { locale: language };
  const forms = {
    one: m.booking_page_session_one({}, locale),
    other: m.booking_page_session_other({}, locale),
  };
  return countOf(group.schedule.sessionCount, forms, language);
}

/**
 * The booking at a glance (docs/product/after-sale-and-refunds.md#booking-page): workshop, group and
 * dates (the group's time, and the family's own after hydration), reference, status, amounts, and the
 * receipt, invoice, credit notes, calendar file and video link when they exist.
 */
export function BookingSummary({
  booking,
  token,
  documents,
  calendarLinks,
}: {
  booking: BookingPageView;
  token: string;
  /** Web calendars' links for its sessions, beside the `.ics` file; null without a group, or one the academy closed. */
  calendarLinks: CalendarLinks | null;
  /** Its invoice and credit notes (docs/product/legal.md#invoices-and-credit-notes). */
  documents: { kind: "invoice" | "credit_note"; number: string; token: string }[];
}) {
  const language = useLanguage();
  const locale = { locale: language };
  const status = statusLabel(booking.status, language);
  const confirmed = booking.status === "confirmed";
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{m.receipt_workshop({}, locale)}</dt>
        <dd className="font-semibold">{booking.workshopTitle}</dd>
        <dt className="text-muted-foreground">{m.booking_page_group({}, locale)}</dt>
        <dd className="font-medium" data-testid="booking-group">
          {booking.group ? (
            <GroupTime schedule={booking.group.schedule} />
          ) : (
            m.booking_page_waiting_for_group({}, locale)
          )}
        </dd>
        {booking.group && (
          <>
            <dt className="text-muted-foreground">{m.booking_page_dates({}, locale)}</dt>
            <dd className="font-medium" data-testid="booking-dates">
              {sessionDatesText(booking.group.schedule, language)} ({sessionCount(booking.group, language)})
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">{m.booking_page_reference({}, locale)}</dt>
        <dd className="font-mono font-bold tracking-wider" data-testid="booking-reference">
          {booking.reference}
        </dd>
        <dt className="text-muted-foreground">{m.receipt_status({}, locale)}</dt>
        <dd>
          <Badge variant={status.variant}>{status.text}</Badge>
        </dd>
        {booking.discountAmount > 0 && (
          <>
            <dt className="text-muted-foreground">{m.receipt_discount({}, locale)}</dt>
            <dd className="font-medium">
              -{formatPrice(booking.discountAmount, language)}
              {booking.discountCode ? ` (${booking.discountCode})` : ""}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">{m.receipt_amount_paid({}, locale)}</dt>
        <dd className="font-bold" data-testid="booking-amount-paid">
          {formatPrice(booking.amountPaid, language)}
        </dd>
      </dl>
      {booking.joinPath && (
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-primary-soft p-4 text-sm">
          <Video aria-hidden="true" className="size-4 text-primary" />
          <span className="font-medium">{m.booking_page_video_link({}, locale)}</span>
          <a href={booking.joinPath} className="font-semibold break-all text-primary underline">
            {m.booking_page_join_link({}, locale)}
          </a>
          <span className="w-full text-muted-foreground">{m.booking_page_join_link_hint({}, locale)}</span>
        </p>
      )}
      {booking.attendance && booking.attendance.held > 0 && (
        <p className="text-sm" data-testid="booking-attendance">
          {m.booking_page_attendance(
            {
              held: booking.attendance.held,
              count: booking.group?.schedule.sessionCount ?? booking.attendance.held,
              attended: booking.attendance.attended,
            },
            locale,
          )}
        </p>
      )}
      {(confirmed || documents.length > 0) && (
        <div className="flex flex-wrap gap-3">
          {confirmed && (
            <Button asChild variant="outline">
              <a href={paths.receipt(token)} download>
                <Download aria-hidden="true" />
                {m.booking_page_download_receipt({}, locale)}
              </a>
            </Button>
          )}
          {documents.map((document) => (
            // A credit note's number makes a long label: it wraps rather than overflow a phone.
            <Button
              asChild
              variant="outline"
              key={document.number}
              className="h-auto min-h-11 py-2 whitespace-normal"
            >
              <a href={paths.invoice(document.token)} download>
                <FileText aria-hidden="true" />
                {document.kind === "invoice"
                  ? m.invoice_download({}, locale)
                  : m.invoice_credit_note_download({ number: document.number }, locale)}
              </a>
            </Button>
          ))}
          {confirmed && calendarLinks && (
            <Button asChild variant="outline">
              <a href={paths.bookingCalendar(token)} download>
                <CalendarPlus aria-hidden="true" />
                {m.booking_page_add_to_calendar({}, locale)}
              </a>
            </Button>
          )}
          {confirmed && calendarLinks && (
            <>
              <Button asChild variant="outline">
                <ExternalLink href={calendarLinks.google}>
                  {m.booking_page_add_to_google({}, locale)}
                </ExternalLink>
              </Button>
              <Button asChild variant="outline">
                <ExternalLink href={calendarLinks.outlook}>
                  {m.booking_page_add_to_outlook({}, locale)}
                </ExternalLink>
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
