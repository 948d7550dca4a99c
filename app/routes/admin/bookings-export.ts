import { fileDate } from "#shared/admin/dates.ts";
import { listQuery } from "#shared/admin/list-query.ts";
import { refundFilter } from "#shared/admin/refund-filter.ts";
import { exportCsv } from "#server/admin/csv-export.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { bookingCsvBatches, bookingsCsvHeader } from "#server/bookings/admin-bookings.server.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { BOOKING_STATUSES } from "#shared/stored-values.ts";
import type { Route } from "./+types/bookings-export";

/** GET /admin/bookings/export?q=&status=&refund=: reservations_{date}.csv of the filtered bookings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const { q, status } = listQuery(url, BOOKING_STATUSES);
  const refund = refundFilter(url);
  return exportCsv(context, user, {
    entity: "bookings",
    fileName: `reservations_${fileDate()}.csv`,
    filters: { q, status: status ?? "all", refund: refund ?? "all" },
    header: bookingsCsvHeader(backOfficeLanguage),
    batches: bookingCsvBatches(context.services.db, { q, status, refund }, backOfficeLanguage),
  });
}
