import { fileDate } from "#shared/admin/dates.ts";
import { listQuery } from "#shared/admin/list-query.ts";
import { OFFER_STATES } from "#shared/admin/offer-states.ts";
import { exportCsv } from "#server/admin/csv-export.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { waitlistCsvBatches, waitlistCsvHeader } from "#server/waitlist/admin-waitlist.server.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import type { Route } from "./+types/waiting-list-export";

/** GET /admin/waiting-list/export?q=&status=: liste_attente_{date}.csv of the matching entries (status: the offer's state). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const { q, status } = listQuery(new URL(request.url), OFFER_STATES);
  return exportCsv(context, user, {
    entity: "waiting_list",
    fileName: `liste_attente_${fileDate()}.csv`,
    filters: { q, offer: status },
    header: waitlistCsvHeader(backOfficeLanguage),
    batches: waitlistCsvBatches(context.services.db, { q, offer: status }, backOfficeLanguage),
  });
}
