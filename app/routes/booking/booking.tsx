import { ArrowLeft, BellRing } from "lucide-react";
import { useMemo } from "react";
import { data, Link, redirect, useLocation } from "react-router";
import { BookingForm } from "#app/components/booking/booking-form.tsx";
import { BookingNotFound } from "#app/components/booking/booking-not-found.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { emptyBookingForm, type BookingRequestData } from "#shared/booking-schema.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { readPaymentData } from "#app/lib/payment-storage.ts";
import { notFoundMeta, pageTitle, languageLinks } from "#app/lib/seo.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { findBookingWorkshop } from "#server/bookings/booking-workshop.server.ts";
import { bookingPageOffer } from "#server/waitlist/offer-booking-page.server.ts";
import { OfferNotice, OfferRefused } from "#app/components/booking/offer-notice.tsx";
import type { Route } from "./+types/booking";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches, pageLanguage(location.pathname));
  const locale = { locale: pageLanguage(location.pathname) };
  return [
    { title: pageTitle(matches, m.booking_meta_title({ title: loaderData.workshop.title }, locale)) },
    { name: "robots", content: "noindex" },
    ...languageLinks(matches, location.pathname),
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const found = await findBookingWorkshop(context.services.db, params.workshopId, language);
  if (found.status === "productivity") throw redirect(localisedPath(language, paths.productivity));
  if (found.status === "not-found") {
    context.services.logger.warn({ path: new URL(request.url).pathname }, "404: page not found");
    throw data(null, { status: 404 });
  }
  // A waiting-list offer's link opens the form with the seat it holds (docs/product/waiting-list-and-newsletter.md#when-a-place-opens).
  const offer = await bookingPageOffer(
    context.services.db,
    context.services.config,
    found.workshop,
    new URL(request.url).searchParams.get("offer"),
    language,
  );
  if (offer.kind === "live")
    return { workshop: offer.workshop, isFull: false, offer: offer.offer, refusal: null };
  return {
    workshop: found.workshop,
    isFull: found.status === "full",
    offer: null,
    refusal: offer.kind === "refused" ? offer.message : null,
  };
}

function FullWorkshop({ workshopId, title }: { workshopId: string; title: string }) {
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl border border-border bg-white p-8 text-center shadow-sm">
      <BellRing aria-hidden="true" className="size-10 text-primary" />
      <h2 className="text-2xl font-bold">{m.booking_full_heading({}, locale)}</h2>
      <p className="text-muted-foreground">{m.booking_full_text({ title }, locale)}</p>
      <Button asChild size="lg">
        <Link to={lp(paths.waitlist(workshopId))}>{m.booking_full_join_waitlist({}, locale)}</Link>
      </Button>
    </div>
  );
}

/** What the parent typed before: from the payment page's back link, or session storage after a refresh. */
function useRestoredForm(workshopId: string): BookingRequestData | undefined {
  const hydrated = useHydrated();
  const location = useLocation();
  return useMemo(() => {
    if (!hydrated) return undefined;
    const fromState = (location.state as { formData?: BookingRequestData } | null)?.formData;
    const stored = readPaymentData();
    const restored = fromState ?? (stored?.workshopId === workshopId ? stored.formData : undefined);
    return restored && { ...emptyBookingForm, ...restored };
  }, [hydrated, location.state, workshopId]);
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  const { workshop, isFull, offer, refusal } = loaderData;
  const hydrated = useHydrated();
  const restored = useRestoredForm(workshop.id);
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-16">
        <Link
          to={lp(paths.workshops)}
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {m.booking_back_to_workshops({}, locale)}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-4xl">
          {m.booking_heading({ title: workshop.title }, locale)}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {m.booking_intro({ ageMin: workshop.ageMin, ageMax: workshop.ageMax }, locale)}
        </p>
        <div className="mt-8 flex flex-col gap-6">
          {refusal && <OfferRefused message={refusal} />}
          {offer && <OfferNotice heldUntil={offer.heldUntil} seats={offer.seats} />}
          {isFull ? (
            <FullWorkshop workshopId={workshop.id} title={workshop.title} />
          ) : (
            <BookingForm
              workshop={workshop}
              restored={restored}
              ready={hydrated}
              offer={offer ?? undefined}
            />
          )}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <BookingNotFound />;
}
