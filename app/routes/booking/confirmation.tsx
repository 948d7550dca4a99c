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
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { orderTeens, teenCountOf, type BookingRequestData } from "#shared/booking-schema.ts";
import { pageTitle, languageLinks } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { formatPrice } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import { clearPaymentData } from "#app/lib/payment-storage.ts";
import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { bookedGroupLine } from "#app/components/booking/booked-group-line.ts";
import type { Route } from "./+types/confirmation";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

export function meta({ matches, location }: Route.MetaArgs) {
  const locale = { locale: pageLanguage(location.pathname) };
  return [
    { title: pageTitle(matches, m.booking_confirmed_meta_title({}, locale)) },
    { name: "robots", content: "noindex" },
    ...languageLinks(matches, location.pathname),
  ];
}

type ConfirmationState = {
  formData: BookingRequestData;
  workshop: BookingWorkshop;
  paymentStatus: "success";
  reference: string;
  receiptUrl: string;
  /** The booking's own page (docs/product/after-sale-and-refunds.md#booking-page). */
  bookingUrl?: string;
  /** Null while the booking waits for a group. */
  calendarUrl?: string | null;
  amountPaid: number;
  discountAmount: number;
};

function readState(state: unknown): ConfirmationState | undefined {
  const value = state as Partial<ConfirmationState> | null;
  return value?.formData && value.workshop && value.paymentStatus === "success" && value.reference
    ? (value as ConfirmationState)
    : undefined;
}

/**
 * The booking confirmation (docs/product/booking-and-payment.md#confirmation-page): only reached with the form
 * data, the workshop and paymentStatus 'success' in navigation state; the
 * reference and receipt come from the server's booking.
 */
export default function Confirmation() {
  const location = useLocation();
  const navigate = useNavigate();
  // Navigation state exists only in the browser: decide after hydration.
  const hydrated = useHydrated();
  const state = hydrated ? readState(location.state) : undefined;
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };

  useEffect(() => {
    if (!hydrated) return;
    if (!state) void navigate(lp(paths.workshops), { replace: true });
    // Paid: the stored payment data has done its job.
    else clearPaymentData();
  }, [hydrated, state, navigate, lp]);

  if (!state) {
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  }
  const { formData, workshop } = state;
  const group = bookedGroupLine(workshop, formData.groupId, language);
  // Brothers and sisters booked in the same payment: each one named.
  const teens = orderTeens(formData, teenCountOf(formData));
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
          {teens.length > 1
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
                { teenFirstName: formData.teenFirstName, workshop: workshop.title },
                locale,
              )}
        </p>
        <Card className="mt-8 w-full text-left">
          <CardContent className="flex flex-col gap-4 pt-6">
            <div className="rounded-xl bg-primary-soft p-4 text-center">
              <p className="text-sm font-medium text-muted-foreground">{m.receipt_reference({}, locale)}</p>
              <p className="mt-1 font-mono text-2xl font-bold tracking-wider" data-testid="booking-reference">
                {state.reference}
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
                    {teen.firstName} {teen.lastName}, {teen.age}
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
              {state.discountAmount > 0 && (
                <>
                  <dt className="text-muted-foreground">{m.receipt_discount({}, locale)}</dt>
                  <dd className="font-medium">-{formatPrice(state.discountAmount, language)}</dd>
                </>
              )}
              <dt className="text-muted-foreground">{m.receipt_amount_paid({}, locale)}</dt>
              <dd className="font-bold">{formatPrice(state.amountPaid, language)}</dd>
            </dl>
            <ul className="flex flex-col gap-2 border-t border-border pt-4 text-sm text-muted-foreground">
              <li className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {m.booking_confirmed_email({ email: formData.parentEmail }, locale)}
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
          {state.bookingUrl && (
            <Button asChild size="lg">
              <Link to={state.bookingUrl}>
                <ClipboardList aria-hidden="true" />
                {m.booking_confirmed_manage({}, locale)}
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant={state.bookingUrl ? "outline" : "default"}>
            <a href={state.receiptUrl} download>
              <Download aria-hidden="true" />
              {m.booking_confirmed_receipt({}, locale)}
            </a>
          </Button>
          {state.calendarUrl && (
            <Button asChild size="lg" variant="outline">
              <a href={state.calendarUrl} download>
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
