import { data, isRouteErrorResponse, Link, Outlet, useNavigation } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { AdminSidebar } from "#app/components/admin/admin-sidebar.tsx";
import { SidebarInset, SidebarProvider, sidebarOpenFromCookie } from "#app/components/ui/sidebar.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { AuthProvider } from "#app/lib/auth-context.tsx";
import { paths } from "#shared/paths.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { cn } from "#app/lib/utils.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { sessionCookieHeaders } from "#server/auth/session.server.ts";
import type { Route } from "./+types/layout";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, m.admin_shell_title({}, { locale: backOfficeLanguage }), "none") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, session, headers } = await requireAdmin(request, context);
  return data(
    {
      user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
      session,
      academyName: context.services.config.academyName,
      sidebarOpen: sidebarOpenFromCookie(request.headers.get("Cookie")),
    },
    { headers: sessionCookieHeaders(headers) },
  );
}

/** Back-office pages hold personal data: never cached; a renewed session cookie passes through. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = sessionCookieHeaders(loaderHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // The next page's loader checks the session again; show that it is on its way.
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith(paths.admin);
  const auth = { user: loaderData.user, session: loaderData.session, loading, isAdmin: true };
  const language = useLanguage();
  return (
    <AuthProvider value={auth}>
      <div lang={language} className="bg-[#fcfaf6]">
        <SidebarProvider defaultOpen={loaderData.sidebarOpen}>
          <AdminSidebar academyName={loaderData.academyName} />
          <SidebarInset>
            <AdminHeader academyName={loaderData.academyName} />
            <main id="main" className="relative flex-1 px-4 py-6 md:px-8 md:py-8" aria-busy={loading}>
              {loading ? (
                <div className="absolute inset-x-0 top-6 z-10 flex justify-center">
                  <Spinner
                    label={m.admin_shell_loading({}, { locale: language })}
                    className="rounded-full bg-white p-2 shadow"
                  />
                </div>
              ) : null}
              <div className={cn("mx-auto max-w-6xl transition-opacity", loading && "opacity-60")}>
                <Outlet />
              </div>
            </main>
          </SidebarInset>
        </SidebarProvider>
      </div>
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <main lang={language} className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {status === 404 ? m.admin_shell_not_found_title({}, locale) : m.admin_shell_error_title({}, locale)}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {status === 404 ? m.admin_shell_not_found_text({}, locale) : m.admin_shell_error_text({}, locale)}
      </p>
      <Link to={paths.admin} className="mt-8 inline-block font-semibold text-primary underline">
        {m.admin_shell_back_to_dashboard({}, locale)}
      </Link>
    </main>
  );
}
