import { Outlet } from "react-router";
import { NEW_TAB_HINT_ID } from "#app/components/external-link.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { useSite } from "#app/root.tsx";
import { loadFooterContent } from "#server/content/home-content.server.ts";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  return loadFooterContent(context.services.db);
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <span id={NEW_TAB_HINT_ID} hidden>
        Opens in a new tab
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
