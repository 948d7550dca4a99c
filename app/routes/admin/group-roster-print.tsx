import { data } from "react-router";
import { RosterTable } from "#app/components/admin/groups/roster-table.tsx";
import { groupTimeText, sessionDatesText } from "#shared/group-schedule.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { loadGroupRoster } from "#server/groups/group-roster-page.server.ts";
import type { Route } from "./+types/group-roster-print";

export function meta() {
  return [{ title: "Liste des participants (impression)" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const found = await loadGroupRoster(context.services.db, params.groupId);
  if (!found) throw data(null, { status: 404 });
  return {
    workshopTitle: found.workshopTitle,
    dates: sessionDatesText(found.group, "fr"),
    time: groupTimeText(found.group, "fr"),
    capacity: found.group.capacity,
    roster: found.roster,
  };
}

/** The roster on paper: no menu, black on white; the browser's own print command prints it. */
export default function GroupRosterPrint({ loaderData }: Route.ComponentProps) {
  const { workshopTitle, dates, time, capacity, roster } = loaderData;
  return (
    <main className="mx-auto max-w-5xl bg-white p-6 text-black print:p-0">
      <h1 className="text-2xl font-bold">{workshopTitle}</h1>
      <p className="mt-1">
        {dates} · {time} · {roster.length}/{capacity} participants
      </p>
      <div className="mt-6">
        <RosterTable rows={roster} label="Participants du groupe" />
      </div>
    </main>
  );
}
