import { data, Form, isRouteErrorResponse, Link, Outlet } from "react-router";
import { AcademyLogo } from "#app/components/academy-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { requireCoach } from "#server/auth/require-coach.server.ts";
import { sessionCookieHeaders } from "#server/auth/session.server.ts";
import type { Route } from "./+types/layout";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, m.coach_area_title({}, { locale: backOfficeLanguage }), "none") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, headers, isAdmin } = await requireCoach(request, context);
  return data(
    { email: user.email, isAdmin, academyName: context.services.config.academyName },
    { headers: sessionCookieHeaders(headers) },
  );
}

/** Rosters of minors: never cached; a renewed session cookie passes through. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = sessionCookieHeaders(loaderHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

/** The coaches' area (docs/product/coaches-and-attendance.md#coaches): its own plain shell, in French. */
export default function CoachLayout({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <div lang={language} className="min-h-dvh bg-[#fcfaf6]">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link to={paths.coach} className="flex min-w-0 items-center gap-2 font-bold text-primary">
            <AcademyLogo size={32} className="size-8 shrink-0" />
            <span className="truncate">{m.coach_area_title({}, locale)}</span>
          </Link>
          <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground">{loaderData.email}</span>
          <div className="flex items-center gap-2">
            {loaderData.isAdmin ? (
              <Button asChild variant="outline" size="sm">
                <Link to={paths.admin}>{m.coach_area_back_office({}, locale)}</Link>
              </Button>
            ) : null}
            <Form method="post" action={paths.signOut}>
              <Button type="submit" variant="outline" size="sm">
                {m.auth_sign_out({}, locale)}
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-6 md:py-8">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const locale = { locale: useLanguage() };
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {status === 404 ? m.coach_not_found_title({}, locale) : m.admin_shell_error_title({}, locale)}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {status === 404 ? m.coach_not_found_text({}, locale) : m.admin_shell_error_text({}, locale)}
      </p>
      <Link to={paths.coach} className="mt-8 inline-block font-semibold text-primary underline">
        {m.coach_back_to_groups({}, locale)}
      </Link>
    </main>
  );
}
