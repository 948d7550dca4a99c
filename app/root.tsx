import { paths } from "#shared/paths.ts";
import { academyIconHref } from "#app/components/academy-logo.tsx";
import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { Toaster } from "sonner";
// As a link of the root route, the stylesheet comes before the modulepreload links in <head>,
// so a phone on a slow network fetches what blocks the first paint first.
import stylesheet from "./app.css?url";
import { TestModeBanner } from "#app/components/test-mode-banner.tsx";
import { HYDRATED_EVENT } from "#app/lib/hydration-mode.ts";
import { useNonce } from "#app/lib/nonce.tsx";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { switchTextsTo } from "#shared/i18n/client-texts.ts";
import { useLanguage } from "#app/lib/use-language.ts";

/** The configuration values the browser may see (an explicit allow-list). */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.services;
  return {
    site: {
      academyName: config.academyName,
      contactEmail: config.contactEmail,
      bookACallUrl: config.bookACallUrl,
      publicUrl: config.publicUrl,
      testPayments: config.payments === "test",
    },
  };
}

/**
 * A page in the other language needs that language's texts first (shared/i18n/client-texts.ts:
 * the browser holds one language at a time): the root's data is read again whenever the language
 * changes, which waits for them.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await switchTextsTo(pageLanguage(new URL(request.url).pathname));
  return serverLoader();
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || pageLanguage(currentUrl.pathname) !== pageLanguage(nextUrl.pathname);
}

export function useSite() {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    data?.site ?? {
      academyName: "Teen Growth Academy",
      contactEmail: "",
      bookACallUrl: "",
      publicUrl: "",
      testPayments: false,
    }
  );
}

export const links: Route.LinksFunction = () => [
  // React 19 writes stylesheets with a precedence ahead of the preloads it hoists.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: academyIconHref, type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const { testPayments } = useSite();
  // A page hydrated on the first interaction replays what the visitor did meanwhile (app/lib/deferred-hydration.ts).
  // The mark on <html> says the same to whoever reads the page rather than listens (the end-to-end
  // tests press nothing before it: a press before React has taken over is lost).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <html lang={pageLanguage(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f6b63" />
        <Meta />
        <Links />
      </head>
      <body>
        {testPayments && <TestModeBanner />}
        {children}
        <Toaster richColors closeButton position="top-center" />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const locale = { locale: useLanguage() };
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? m.not_found_title({}, locale) : m.error_title({}, locale)}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {notFound ? m.not_found_short({}, locale) : m.error_text({}, locale)}
      </p>
      <a href={paths.home} className="mt-8 inline-block font-semibold text-primary underline">
        {m.return_home({}, locale)}
      </a>
    </main>
  );
}
