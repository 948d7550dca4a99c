import { fileDate } from "#shared/admin/dates.ts";
import { ARCHIVE_LIMIT, invoiceListQuery } from "#shared/admin/invoice-filter.ts";
import { formatNumberFr } from "#shared/admin/numbers.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { recordAudit } from "#server/audit/audit-log.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { errorDocument } from "#server/http/error-pages.server.ts";
import { archiveInvoiceIds, invoiceArchiveStream } from "#server/invoices/admin-invoices.server.ts";
import type { Route } from "./+types/invoices-archive";

/**
 * GET /admin/invoices/archive.zip?q=&type=&from=&to=: the PDFs of the filtered documents in one ZIP
 * (docs/product/accounts-and-back-office.md#invoices-screen), at most ARCHIVE_LIMIT of them; past
 * it, a page says to ask for a shorter period (the list's button says so before).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, logger } = context.services;
  const { page: _page, ...filter } = invoiceListQuery(new URL(request.url));
  const { q, ...filters } = filter;
  const ids = await archiveInvoiceIds(db, filter);
  if (!ids) {
    const limit = formatNumberFr(ARCHIVE_LIMIT);
    const message = m.admin_invoices_archive_too_many({ limit }, { locale: backOfficeLanguage });
    return errorDocument(422, { message }, new URL(request.url).pathname);
  }
  const fileName = `factures_${fileDate()}.zip`;
  await recordAudit(db, {
    actor: { id: user.id, email: user.email },
    action: "export",
    entity: "invoices",
    // Whether a search was made, not its text (docs/product/childrens-data.md#audit-log).
    after: {
      file: fileName,
      documents: ids.length,
      filters: { ...filters, type: filters.type ?? "all", search: q ? "oui" : "non" },
    },
  });
  const body = invoiceArchiveStream(db, ids, (error) =>
    logger.error({ err: error, file: fileName }, "ZIP archive failed after its first files"),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
