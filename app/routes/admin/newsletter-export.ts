import { SUBSCRIBER_STATUSES } from "#shared/stored-values.ts";
import { fileDate } from "#shared/admin/dates.ts";
import { listQuery } from "#shared/admin/list-query.ts";
import { exportCsv } from "#server/admin/csv-export.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { subscriberCsvBatches, subscribersCsvHeader } from "#server/newsletter/admin-subscribers.server.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import type { Route } from "./+types/newsletter-export";

/** GET /admin/newsletter/export?q=&status=: newsletter_subscribers_{date}.csv of the filtered subscribers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const { q, status } = listQuery(new URL(request.url), SUBSCRIBER_STATUSES);
  return exportCsv(context, user, {
    entity: "newsletter",
    fileName: `newsletter_subscribers_${fileDate()}.csv`,
    filters: { q, status: status ?? "all" },
    header: subscribersCsvHeader(backOfficeLanguage),
    batches: subscriberCsvBatches(context.services.db, { q, status }, backOfficeLanguage),
  });
}
