import { ArrowLeft, Download, Printer } from "lucide-react";
import { data, Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { RosterTable } from "#app/components/admin/groups/roster-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { groupTimeText, sessionDatesText } from "#shared/group-schedule.ts";
import { paths } from "#shared/paths.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { loadGroupRoster } from "#server/groups/group-roster-page.server.ts";
import type { Route } from "./+types/group-roster";

export function meta() {
  return [{ title: "Liste des participants · Administration" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const found = await loadGroupRoster(context.services.db, params.groupId);
  if (!found) throw data(null, { status: 404 });
  const { group } = found;
  return {
    workshopTitle: found.workshopTitle,
    group: { id: group.id, workshopId: group.workshopId, videoUrl: group.videoUrl },
    dates: sessionDatesText(group, "fr"),
    time: groupTimeText(group, "fr"),
    roster: found.roster,
  };
}

/** A group's roster (docs/product/groups.md#roster), with its CSV and printable page. */
export default function GroupRoster({ loaderData }: Route.ComponentProps) {
  const { workshopTitle, group, dates, time, roster } = loaderData;
  return (
    <>
      <Link
        to={paths.adminWorkshopGroups(group.workshopId)}
        className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Groupes de {workshopTitle}
      </Link>
      <AdminPageHeader
        title={`Participants : ${workshopTitle}`}
        description={`${dates} · ${time}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={paths.adminGroupRosterCsv(group.id)} download>
                <Download aria-hidden="true" />
                Exporter en CSV
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={paths.adminGroupRosterPrint(group.id)} target="_blank" rel="noreferrer">
                <Printer aria-hidden="true" />
                Version imprimable
              </a>
            </Button>
          </div>
        }
      />
      {group.videoUrl ? (
        <p className="mb-4 text-sm">
          Lien de la visio :{" "}
          <a className="break-all text-primary underline" href={group.videoUrl}>
            {group.videoUrl}
          </a>
        </p>
      ) : null}
      <RosterTable rows={roster} label="Participants du groupe" />
    </>
  );
}
