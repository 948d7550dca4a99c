import { CalendarPlus, Download, Video } from "lucide-react";
import { ExternalLink } from "#app/components/external-link.tsx";
import { GroupTime } from "#app/components/group-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { BookingPageView } from "#shared/booking-page.ts";
import { sessionDatesText } from "#shared/group-schedule.ts";
import { formatEuros } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";

const statusLabel = {
  confirmed: { text: "Confirmed", variant: "success" },
  pending: { text: "Awaiting payment", variant: "warning" },
  cancelled: { text: "Cancelled", variant: "destructive" },
} as const;

/**
 * The booking at a glance (docs/product/after-sale-and-refunds.md#booking-page): workshop, group and
 * dates (the group's time, and the family's own after hydration), reference, status, amounts, and the
 * receipt, calendar file and video link when they exist.
 */
export function BookingSummary({ booking, token }: { booking: BookingPageView; token: string }) {
  const status = statusLabel[booking.status];
  const confirmed = booking.status === "confirmed";
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Workshop</dt>
        <dd className="font-semibold">{booking.workshopTitle}</dd>
        <dt className="text-muted-foreground">Group</dt>
        <dd className="font-medium" data-testid="booking-group">
          {booking.group ? (
            <GroupTime schedule={booking.group.schedule} />
          ) : (
            "Waiting for a group: we will e-mail you the dates as soon as it has one."
          )}
        </dd>
        {booking.group && (
          <>
            <dt className="text-muted-foreground">Dates</dt>
            <dd className="font-medium" data-testid="booking-dates">
              {sessionDatesText(booking.group.schedule, "en")} ({booking.group.schedule.sessionCount}{" "}
              {booking.group.schedule.sessionCount === 1 ? "session" : "weekly sessions"})
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="font-mono font-bold tracking-wider" data-testid="booking-reference">
          {booking.reference}
        </dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <Badge variant={status.variant}>{status.text}</Badge>
        </dd>
        {booking.discountAmount > 0 && (
          <>
            <dt className="text-muted-foreground">Discount</dt>
            <dd className="font-medium">
              -{formatEuros(booking.discountAmount)}
              {booking.discountCode ? ` (${booking.discountCode})` : ""}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Amount paid</dt>
        <dd className="font-bold" data-testid="booking-amount-paid">
          {formatEuros(booking.amountPaid)}
        </dd>
      </dl>
      {booking.videoUrl && (
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-primary-soft p-4 text-sm">
          <Video aria-hidden="true" className="size-4 text-primary" />
          <span className="font-medium">Video link:</span>
          <ExternalLink
            href={booking.videoUrl}
            className="inline-flex items-center gap-1 break-all font-semibold text-primary underline [&_svg]:size-3.5"
          >
            {booking.videoUrl}
          </ExternalLink>
        </p>
      )}
      {confirmed && (
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <a href={paths.receipt(token)} download>
              <Download aria-hidden="true" />
              Download receipt (PDF)
            </a>
          </Button>
          {booking.group && (
            <Button asChild variant="outline">
              <a href={paths.bookingCalendar(token)} download>
                <CalendarPlus aria-hidden="true" />
                Add to calendar (.ics)
              </a>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
