import { fileDate } from "#shared/admin/dates.ts";
import { invoiceListQuery } from "#shared/admin/invoice-filter.ts";
import { exportCsv } from "#server/admin/csv-export.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { invoiceCsvBatches, invoicesCsvHeader } from "#server/invoices/admin-invoices.server.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import type { Route } from "./+types/invoices-export";

/** GET /admin/invoices/export?q=&type=&from=&to=: factures_{date}.csv, the accountant's file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const { page: _page, ...filter } = invoiceListQuery(new URL(request.url));
  return exportCsv(context, user, {
    entity: "invoices",
    fileName: `factures_${fileDate()}.csv`,
    filters: { ...filter, type: filter.type ?? "all" },
    header: invoicesCsvHeader(backOfficeLanguage),
    batches: invoiceCsvBatches(context.services.db, filter, backOfficeLanguage),
  });
}
