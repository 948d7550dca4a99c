import { data } from "react-router";
import { RosterTable } from "#app/components/admin/groups/roster-table.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { groupTimeText, sessionDatesText } from "#shared/group-schedule.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { loadGroupRoster } from "#server/groups/group-roster-page.server.ts";
import type { Route } from "./+types/group-roster-print";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, m.admin_roster_print_title({}, { locale: backOfficeLanguage }), "none") },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const found = await loadGroupRoster(context.services.db, params.groupId);
  if (!found) throw data(null, { status: 404 });
  return {
    workshopTitle: found.workshopTitle,
    dates: sessionDatesText(found.group, backOfficeLanguage),
    time: groupTimeText(found.group, backOfficeLanguage),
    capacity: found.group.capacity,
    roster: found.roster,
  };
}

/** The roster on paper: no menu, black on white; the browser's own print command prints it. */
export default function GroupRosterPrint({ loaderData }: Route.ComponentProps) {
  const { workshopTitle, dates, time, capacity, roster } = loaderData;
  const locale = { locale: useLanguage() };
  return (
    <main className="mx-auto max-w-5xl bg-white p-6 text-black print:p-0">
      <h1 className="text-2xl font-bold">{workshopTitle}</h1>
      <p className="mt-1">
        {dates} · {time} · {m.admin_roster_count({ count: roster.length, capacity }, locale)}
      </p>
      <div className="mt-6">
        <RosterTable rows={roster} />
      </div>
    </main>
  );
}
