import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { NEW_TAB_HINT_ID } from "#app/components/external-link.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { useSite } from "#app/root.tsx";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { loadFooterContent } from "#server/content/home-content.server.ts";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFooterContent(context.services.db, requestLanguage(request));
}

/** The footer's words are in the page's language: they are loaded again when it changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return pageLanguage(currentUrl.pathname) !== pageLanguage(nextUrl.pathname) || defaultShouldRevalidate;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const locale = { locale: useLanguage() };
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-4 focus:py-2"
      >
        {m.shell_skip_to_content({}, locale)}
      </a>
      <span id={NEW_TAB_HINT_ID} hidden>
        {m.shell_new_tab_hint({}, locale)}
      </span>
      <SiteHeader academyName={site.academyName} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter
        academyName={site.academyName}
        contactEmail={site.contactEmail}
        mission={loaderData.mission}
        contactHeading={loaderData.contactHeading}
        responseTime={loaderData.responseTime}
      />
    </div>
  );
}
