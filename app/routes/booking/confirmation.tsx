import {
  CalendarCheck,
  CalendarPlus,
  CheckCircle2,
  ClipboardList,
  Download,
  Link as LinkIcon,
  Mail,
} from "lucide-react";
import { useEffect } from "react";
import { Link, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";

import { pageTitle, languageLinks } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { elideFrench } from "#shared/french-elision.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { formatPrice } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import { clearPaymentData } from "#app/lib/payment-storage.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { bookedGroupLine } from "#app/components/booking/booked-group-line.ts";
import type { Route } from "./+types/confirmation";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { findBookingWorkshop } from "#server/bookings/booking-workshop.server.ts";
import { draftTokenFor } from "#server/bookings/draft-order-cookie.server.ts";
import { findDraftOrder } from "#server/bookings/draft-order.server.ts";
import { confirmedOrderOfDraft } from "#server/bookings/draft-order-booking.server.ts";

export function meta({ matches, location }: Route.MetaArgs) {
  const locale = { locale: pageLanguage(location.pathname) };
  return [
    { title: pageTitle(matches, m.booking_confirmed_meta_title({}, locale)) },
    { name: "robots", content: "noindex" },
    ...languageLinks(matches, location.pathname),
  ];
}

/**
 * The paid order of the family's booking form (docs/decisions/030-booking-pages-from-the-server.md),
 * read from its bookings: reference, teens, amounts and the booking's own links. Without one (a
 * direct visit, another browser, an unpaid order) the family is sent to the workshops.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const language = requestLanguage(request);
  const workshops = localisedPath(language, paths.workshops);
  const found = await findBookingWorkshop(db, params.workshopId, language);
  if (found.status !== "bookable" && found.status !== "full") throw redirect(workshops);
  const token = await draftTokenFor(config, request, found.workshop.id);
  const draft = await findDraftOrder(db, token, found.workshop.id);
  const paid = draft && (await confirmedOrderOfDraft(db, draft));
  if (!paid) throw redirect(workshops);
  const { receiptToken, invoiceToken, ...order } = paid;
  return {
    workshop: found.workshop,
    order,
    // The whole order's receipt, as the confirmation e-mail links it: its invoice (a free booking has
    // none: the booking's own receipt).
    receiptUrl: invoiceToken ? paths.invoice(invoiceToken) : paths.receipt(receiptToken),
    bookingUrl: paths.bookingPage(receiptToken),
    calendarUrl: paid.groupId ? paths.bookingCalendar(receiptToken) : null,
  };
}

export function headers() {
  // The page names the teens and links to their booking's secret pages: kept by no cache.
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

/**
 * The booking confirmation (docs/product/booking-and-payment.md#confirmation-page), from the
 * server's record of the order: a reload or a second tab shows the same page.
 */
export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { workshop, order, receiptUrl, bookingUrl, calendarUrl } = loaderData;
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };

  useEffect(() => {
    // Paid: the stored payment data has done its job.
    clearPaymentData();
  }, []);

  const group = bookedGroupLine(workshop, order.groupId ?? undefined, language);
  // Brothers and sisters booked in the same payment: each one named.
  const { teens } = order;
  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-12 text-center sm:px-6 md:py-20">
        <span className="flex size-16 items-center justify-center rounded-full bg-green-100 text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight md:text-4xl">
          {m.booking_confirmed_heading({}, locale)}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">
          {elideFrench(
            teens.length > 1
              ? m.booking_confirmed_registered_several(
                  {
                    teenFirstNames: new Intl.ListFormat(language, { type: "conjunction" }).format(
                      teens.map((teen) => teen.firstName),
                    ),
                    workshop: workshop.title,
                  },
                  locale,
                )
              : m.booking_confirmed_registered(
                  { teenFirstName: teens[0]?.firstName ?? "", workshop: workshop.title },
                  locale,
                ),
            language,
          )}
        </p>
        <Card className="mt-8 w-full text-left">
          <CardContent className="flex flex-col gap-4 pt-6">
            <div className="rounded-xl bg-primary-soft p-4 text-center">
              <p className="text-sm font-medium text-muted-foreground">{m.receipt_reference({}, locale)}</p>
              <p className="mt-1 font-mono text-2xl font-bold tracking-wider" data-testid="booking-reference">
                {order.reference}
              </p>
            </div>
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <dt className="text-muted-foreground">
                {teens.length > 1
                  ? m.booking_confirmed_participants({}, locale)
                  : m.receipt_participant({}, locale)}
              </dt>
              <dd className="font-medium" data-testid="booking-participants">
                {teens.map((teen, index) => (
                  <span key={index} className="block">
                    {teen.firstName} {teen.lastName}
                    {teen.age !== null && `, ${teen.age}`}
                  </span>
                ))}
              </dd>
              <dt className="text-muted-foreground">{m.receipt_workshop({}, locale)}</dt>
              <dd className="font-medium">{workshop.title}</dd>
              {group ? (
                <>
                  <dt className="text-muted-foreground">{m.booking_page_group({}, locale)}</dt>
                  <dd className="font-medium">{group}</dd>
                </>
              ) : (
                <>
                  <dt className="text-muted-foreground">{m.booking_confirmed_starts({}, locale)}</dt>
                  <dd className="font-medium">{workshop.startLabel}</dd>
                </>
              )}
              {order.discountAmount > 0 && (
                <>
                  <dt className="text-muted-foreground">{m.receipt_discount({}, locale)}</dt>
                  <dd className="font-medium">-{formatPrice(order.discountAmount, language)}</dd>
                </>
              )}
              <dt className="text-muted-foreground">{m.receipt_amount_paid({}, locale)}</dt>
              <dd className="font-bold">{formatPrice(order.amountPaid, language)}</dd>
            </dl>
            <ul className="flex flex-col gap-2 border-t border-border pt-4 text-sm text-muted-foreground">
              <li className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {m.booking_confirmed_email({ email: order.parentEmail }, locale)}
              </li>
              <li className="flex gap-2">
                <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {m.booking_confirmed_video_link({}, locale)}
              </li>
              <li className="flex gap-2">
                <LinkIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  {m.booking_confirmed_own_page({}, locale)}{" "}
                  <Link to={lp(paths.bookingLinks)} className="font-semibold text-primary underline">
                    {m.booking_confirmed_links_again({}, locale)}
                  </Link>
                  {m.booking_confirmed_own_page_end({}, locale)}
                </span>
              </li>
            </ul>
          </CardContent>
        </Card>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {bookingUrl && (
            <Button asChild size="lg">
              <Link to={bookingUrl}>
                <ClipboardList aria-hidden="true" />
                {m.booking_confirmed_manage({}, locale)}
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant={bookingUrl ? "outline" : "default"}>
            <a href={receiptUrl} download>
              <Download aria-hidden="true" />
              {m.booking_confirmed_receipt({}, locale)}
            </a>
          </Button>
          {calendarUrl && (
            <Button asChild size="lg" variant="outline">
              <a href={calendarUrl} download>
                <CalendarPlus aria-hidden="true" />
                {m.booking_confirmed_calendar({}, locale)}
              </a>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link to={lp(paths.workshops)}>{m.booking_confirmed_more_workshops({}, locale)}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
