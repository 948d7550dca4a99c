import { ArrowLeft, BellRing } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { BookingForm } from "#app/components/booking/booking-form.tsx";
import { BookingNotFound } from "#app/components/booking/booking-not-found.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { emptyBookingForm } from "#shared/booking-schema.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { notFoundMeta, pageTitle, languageLinks } from "#app/lib/seo.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { findBookingWorkshop } from "#server/bookings/booking-workshop.server.ts";
import { bookingPageOffer } from "#server/waitlist/offer-booking-page.server.ts";
import { OfferNotice, OfferRefused } from "#app/components/booking/offer-notice.tsx";
import type { Route } from "./+types/booking";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { draftTokenFor } from "#server/bookings/draft-order-cookie.server.ts";
import { findDraftOrder } from "#server/bookings/draft-order.server.ts";
import { confirmedOrderOfDraft } from "#server/bookings/draft-order-booking.server.ts";
import { recordBookingForm } from "#server/bookings/draft-order-form.server.ts";

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
  // What the family sent before (the payment page's back link, a reload), from its order's record.
  const { db, config } = context.services;
  const token = await draftTokenFor(config, request, found.workshop.id);
  const draft = await findDraftOrder(db, token, found.workshop.id);
  const unpaid = draft && !(await confirmedOrderOfDraft(db, draft));
  const restored = unpaid ? { ...emptyBookingForm, ...draft.formData } : null;
  // Sent back by the payment page: the order it was asked for is gone.
  const expired = new URL(request.url).searchParams.has("expired") && !restored;
  if (offer.kind === "live")
    return { workshop: offer.workshop, isFull: false, offer: offer.offer, refusal: null, restored, expired };
  return {
    workshop: found.workshop,
    isFull: found.status === "full",
    offer: null,
    refusal: offer.kind === "refused" ? offer.message : null,
    restored,
    expired,
  };
}

/**
 * The form's post (docs/decisions/030-booking-pages-from-the-server.md): checked with the shared
 * schema, recorded as the family's order, then on to the payment page, which loads from that record.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  return recordBookingForm(context.services, params.workshopId, request, context.clientIp);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  // The pages show what a family typed about its teens: kept by no cache.
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-store", ...(retryAfter && { "Retry-After": retryAfter }) };
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

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { workshop, isFull, offer, refusal, restored, expired } = loaderData;
  const hydrated = useHydrated();
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
          {expired && <Alert variant="info">{m.booking_order_expired({}, locale)}</Alert>}
          {offer && <OfferNotice heldUntil={offer.heldUntil} seats={offer.seats} />}
          {isFull ? (
            <FullWorkshop workshopId={workshop.id} title={workshop.title} />
          ) : (
            <BookingForm
              workshop={workshop}
              restored={restored ?? undefined}
              refusal={actionData}
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
