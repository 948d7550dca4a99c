import { LogOut } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { FamilyBookingCard } from "#app/components/family-page/family-booking-card.tsx";
import { FamilyOrder } from "#app/components/family-page/family-order.tsx";
import { FamilyLinkAgain } from "#app/components/family-page/family-link-again.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageTitle, languageLinks } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { FAMILY_SESSION_MINUTES, type FamilyBooking } from "#shared/family-page.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { familyBookings } from "#server/family-page/family-bookings.server.ts";
import { familyCookieHeaders, familyCookieSecret } from "#server/family-page/family-cookie.server.ts";
import { endFamilySession, familySessionEmail } from "#server/family-page/family-session.server.ts";
import type { Route } from "./+types/family-page";
import { localisedPath } from "#shared/localised-path.ts";

const SIGN_OUT_INTENT = "sign-out";

// A family's bookings and their secret links: kept by no cache, shown to no search engine.
const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ matches, data: loaderData, location }: Route.MetaArgs) {
  const locale = { locale: pageLanguage(location.pathname) };
  const title = loaderData?.signedIn
    ? m.family_page_title({}, locale)
    : m.family_page_signed_out_title({}, locale);
  return [
    { title: pageTitle(matches, title) },
    { name: "robots", content: "noindex, nofollow" },
    ...languageLinks(matches, location.pathname),
  ];
}

/**
 * GET /bookings/family: every booking of the address whose sign-in link opened this page
 * (docs/product/after-sale-and-refunds.md#family-page), while its cookie is good; otherwise the
 * form that sends a new link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const now = new Date();
  const email = await familySessionEmail(db, await familyCookieSecret(config, request), now);
  if (!email) return data({ signedIn: false as const }, { headers: PRIVATE_PAGE_HEADERS });
  const bookings: FamilyBooking[] = await familyBookings(db, email, now);
  return data({ signedIn: true as const, email, bookings }, { headers: PRIVATE_PAGE_HEADERS });
}

/** "Sign out": the page closes now, on this device and for anyone holding its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) throw data(null, { status: 403 });
  const form = await request.formData();
  if (form.get("intent") !== SIGN_OUT_INTENT) throw data(null, { status: 400 });
  await endFamilySession(db, await familyCookieSecret(config, request));
  throw redirect(localisedPath(requestLanguage(request), paths.bookingLinks), {
    headers: await familyCookieHeaders(config, null, PRIVATE_PAGE_HEADERS),
  });
}

export default function FamilyPage({ loaderData }: Route.ComponentProps) {
  const locale = { locale: useLanguage() };
  if (!loaderData.signedIn)
    return (
      <FamilyLinkAgain
        title={m.family_page_signed_out_title({}, locale)}
        text={m.family_page_signed_out_text({ minutes: FAMILY_SESSION_MINUTES }, locale)}
      />
    );
  const upcoming = loaderData.bookings.filter((booking) => !booking.past);
  const past = loaderData.bookings.filter((booking) => booking.past);
  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 md:py-16">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
            {m.family_page_title({}, locale)}
          </h1>
          <p className="break-words leading-relaxed text-muted-foreground">
            {m.family_page_intro({ email: loaderData.email }, locale)}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
            <p>{m.family_page_session_note({ minutes: FAMILY_SESSION_MINUTES }, locale)}</p>
            <Form method="post">
              <input type="hidden" name="intent" value={SIGN_OUT_INTENT} />
              <Button type="submit" variant="outline" size="sm">
                <LogOut aria-hidden="true" />
                {m.family_page_sign_out({}, locale)}
              </Button>
            </Form>
          </div>
        </header>
        {loaderData.bookings.length === 0 ? (
          <p className="rounded-2xl border border-border bg-white p-5">
            {m.family_page_no_bookings({}, locale)}
          </p>
        ) : (
          <>
            <BookingList
              heading={m.family_page_upcoming_heading({}, locale)}
              id="upcoming-heading"
              bookings={upcoming}
            >
              {m.family_page_no_upcoming({}, locale)}
            </BookingList>
            {past.length > 0 && (
              <BookingList
                heading={m.family_page_past_heading({}, locale)}
                id="past-heading"
                bookings={past}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** The list cut where an order of several teens starts and ends (the server puts its teens together). */
function byOrder(bookings: FamilyBooking[]) {
  const orders: FamilyBooking[][] = [];
  for (const booking of bookings) {
    const last = orders.at(-1);
    if (booking.order && last?.[0]?.order === booking.order) last.push(booking);
    else orders.push([booking]);
  }
  return orders;
}

/** A titled list of bookings, or what to say when it is empty. */
function BookingList({
  heading,
  id,
  bookings,
  children,
}: {
  heading: string;
  id: string;
  bookings: FamilyBooking[];
  children?: string;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      {bookings.length === 0 ? (
        <p className="text-muted-foreground">{children}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {byOrder(bookings).map((order) =>
            order.length === 1 ? (
              <li key={order[0]!.reference}>
                <FamilyBookingCard booking={order[0]!} />
              </li>
            ) : (
              <li key={order[0]!.reference}>
                <FamilyOrder bookings={order} />
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
