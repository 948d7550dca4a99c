import { data, redirect } from "react-router";
import { FamilyLinkAgain } from "#app/components/family-page/family-link-again.tsx";
import { pageTitle, languageLinks } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { FAMILY_LINK_MINUTES } from "#shared/family-page.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { familyCookieHeaders, familyCookieSecret } from "#server/family-page/family-cookie.server.ts";
import { familySessionEmail, signInWithFamilyLink } from "#server/family-page/family-session.server.ts";
import type { Route } from "./+types/family-sign-in";
import { localisedPath } from "#shared/localised-path.ts";

// The URL is a secret until it is used: out of caches, other sites' referrers and search engines.
const SECRET_LINK_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

export function headers() {
  return SECRET_LINK_HEADERS;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const locale = { locale: pageLanguage(location.pathname) };
  return [
    { title: pageTitle(matches, m.family_link_expired_title({}, locale)) },
    { name: "robots", content: "noindex, nofollow" },
    ...languageLinks(matches, location.pathname),
  ];
}

/**
 * GET /bookings/family/{token}: the e-mailed sign-in link (docs/product/after-sale-and-refunds.md#family-page).
 * Its first use opens the family page for a while (a cookie) and goes there, so the address bar and a
 * reload no longer hold the secret. Used again while that page is open, it goes there too; otherwise
 * an expired or used link says so and offers a new one (410).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const signIn = await signInWithFamilyLink(db, params.token);
  if (signIn.ok) {
    throw redirect(localisedPath(requestLanguage(request), paths.familyPage), {
      headers: await familyCookieHeaders(config, signIn.session, SECRET_LINK_HEADERS),
    });
  }
  if (await familySessionEmail(db, await familyCookieSecret(config, request)))
    throw redirect(localisedPath(requestLanguage(request), paths.familyPage), {
      headers: SECRET_LINK_HEADERS,
    });
  return data(null, { status: 410, headers: SECRET_LINK_HEADERS });
}

export default function FamilySignIn() {
  const locale = { locale: useLanguage() };
  return (
    <FamilyLinkAgain
      title={m.family_link_expired_title({}, locale)}
      text={m.family_link_expired_text({ minutes: FAMILY_LINK_MINUTES }, locale)}
    />
  );
}
