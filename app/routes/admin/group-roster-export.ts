import { data } from "react-router";
import { fileDate } from "#shared/admin/dates.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { exportCsv } from "#server/admin/csv-export.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { getGroup } from "#server/groups/admin-groups.server.ts";
import { rosterCsvBatches, rosterCsvHeader } from "#server/groups/group-roster.server.ts";
import type { Route } from "./+types/group-roster-export";

/** GET /admin/groups/{id}/roster.csv: groupe_{first date}_{date}.csv, the group's families for French Excel. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const group = await getGroup(context.services.db, params.groupId);
  if (!group) throw data(null, { status: 404 });
  return exportCsv(context, user, {
    entity: "group",
    fileName: `groupe_${group.firstSessionDate}_${fileDate()}.csv`,
    filters: { groupId: group.id },
    header: rosterCsvHeader(backOfficeLanguage),
    batches: rosterCsvBatches(context.services.db, group.id),
  });
}
