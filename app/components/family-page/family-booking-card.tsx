import { ArrowRight, FileText, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { statusLabel } from "#app/components/booking-page/booking-summary.tsx";
import { GroupTime } from "#app/components/group-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import type { FamilyBooking } from "#shared/family-page.ts";
import { momentText, sessionDatesText } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

/**
 * One booking on the family page (docs/product/after-sale-and-refunds.md#family-page): the workshop,
 * the teen's first name, the group and dates, reference and status, its own page and its documents,
 * and the choice to make when the academy closed its group.
 */
export function FamilyBookingCard({ booking }: { booking: FamilyBooking }) {
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  const status = statusLabel(booking.status, language);
  return (
    <article
      aria-labelledby={`booking-${booking.reference}`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-white p-5 shadow-sm md:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`booking-${booking.reference}`} className="text-lg font-bold">
            {booking.workshopTitle}
          </h3>
          {booking.teenFirstName && (
            <p className="text-sm text-muted-foreground">
              {m.family_page_teen({ name: booking.teenFirstName }, locale)}
            </p>
          )}
        </div>
        <Badge variant={status.variant}>{status.text}</Badge>
      </header>
      {/* The family has a choice to make: said here, made on the booking's own page. */}
      {booking.closure && (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.family_page_group_closed(
            {
              deadline: momentText(new Date(booking.closure.deadline), booking.closure.timeZone, language),
            },
            locale,
          )}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {(booking.schedule || booking.status !== "cancelled") && (
          <>
            <dt className="text-muted-foreground">{m.booking_page_group({}, locale)}</dt>
            <dd className="font-medium">
              {booking.schedule ? (
                <GroupTime schedule={booking.schedule} />
              ) : (
                m.booking_page_waiting_for_group({}, locale)
              )}
            </dd>
          </>
        )}
        {booking.schedule && (
          <>
            <dt className="text-muted-foreground">{m.booking_page_dates({}, locale)}</dt>
            <dd className="font-medium">{sessionDatesText(booking.schedule, language)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{m.booking_page_reference({}, locale)}</dt>
        <dd className="font-mono font-bold tracking-wider">{booking.reference}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={lp(paths.bookingPage(booking.token))}>
            {m.family_page_open_booking({}, locale)}
            <span className="sr-only"> {booking.reference}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        {booking.documents.map((document) => (
          // "Download credit note A2026-000001 (PDF)" is wider than a phone's card: it wraps.
          <Button
            asChild
            variant="outline"
            key={document.number}
            className="h-auto min-h-11 max-w-full whitespace-normal py-2 text-left"
          >
            <a href={paths.invoice(document.token)} download>
              <FileText aria-hidden="true" />
              {document.kind === "invoice"
                ? m.invoice_download({}, locale)
                : m.invoice_credit_note_download({ number: document.number }, locale)}
            </a>
          </Button>
        ))}
      </div>
    </article>
  );
}
