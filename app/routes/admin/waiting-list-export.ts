import { fileDate } from "#shared/admin/dates.ts";
import { listQuery } from "#shared/admin/list-query.ts";
import { exportCsv } from "#server/admin/csv-export.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { WAITLIST_CSV_HEADER, waitlistCsvBatches } from "#server/waitlist/admin-waitlist.server.ts";
import type { Route } from "./+types/waiting-list-export";

/** GET /admin/waiting-list/export?q=: liste_attente_{date}.csv of the matching entries. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const { q } = listQuery(new URL(request.url), []);
  return exportCsv(context, user, {
    entity: "waiting_list",
    fileName: `liste_attente_${fileDate()}.csv`,
    filters: { q },
    header: WAITLIST_CSV_HEADER,
    batches: waitlistCsvBatches(context.services.db, { q }),
  });
}
