import { data, Link } from "react-router";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { paths } from "#shared/paths.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_shell_not_found_title({}, locale), "back-office") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { pathname } = new URL(request.url);
  context.services.logger.warn({ path: pathname }, "404: back-office page not found");
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  const locale = { locale: useLanguage() };
  return (
    <div className="py-16 text-center">
      <h2 className="text-2xl font-bold">{m.admin_shell_not_found_title({}, locale)}</h2>
      <p className="mt-2 text-muted-foreground">{m.admin_shell_not_found_text({}, locale)}</p>
      <Link to={paths.admin} className="mt-6 inline-block font-semibold text-primary underline">
        {m.admin_shell_back_to_dashboard({}, locale)}
      </Link>
    </div>
  );
}
