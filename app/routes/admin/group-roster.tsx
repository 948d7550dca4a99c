import { ArrowLeft, Download, Printer } from "lucide-react";
import { data, Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { RosterTable } from "#app/components/admin/groups/roster-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { groupTimeText, sessionDatesText } from "#shared/group-schedule.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { loadGroupRoster } from "#server/groups/group-roster-page.server.ts";
import type { Route } from "./+types/group-roster";

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_roster_title({}, locale), "back-office") }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const found = await loadGroupRoster(context.services.db, params.groupId);
  if (!found) throw data(null, { status: 404 });
  const { group } = found;
  return {
    workshopTitle: found.workshopTitle,
    group: { id: group.id, workshopId: group.workshopId, videoUrl: group.videoUrl },
    dates: sessionDatesText(group, backOfficeLanguage),
    time: groupTimeText(group, backOfficeLanguage),
    roster: found.roster,
  };
}

/** A group's roster (docs/product/groups.md#roster), with its CSV and printable page. */
export default function GroupRoster({ loaderData }: Route.ComponentProps) {
  const { workshopTitle, group, dates, time, roster } = loaderData;
  const locale = { locale: useLanguage() };
  return (
    <>
      <Link
        to={paths.adminWorkshopGroups(group.workshopId)}
        className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.admin_roster_back({ workshopTitle }, locale)}
      </Link>
      <AdminPageHeader
        title={m.admin_roster_heading({ workshopTitle }, locale)}
        description={`${dates} · ${time}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={paths.adminGroupRosterCsv(group.id)} download>
                <Download aria-hidden="true" />
                {m.admin_roster_export_csv({}, locale)}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={paths.adminGroupRosterPrint(group.id)} target="_blank" rel="noreferrer">
                <Printer aria-hidden="true" />
                {m.admin_roster_printable({}, locale)}
              </a>
            </Button>
          </div>
        }
      />
      {group.videoUrl ? (
        <p className="mb-4 text-sm">
          {m.admin_roster_video_link({}, locale)}{" "}
          <a className="break-all text-primary underline" href={group.videoUrl}>
            {group.videoUrl}
          </a>
        </p>
      ) : null}
      <RosterTable rows={roster} />
    </>
  );
}
