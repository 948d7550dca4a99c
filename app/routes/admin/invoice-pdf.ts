import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { errorDocument } from "#server/http/error-pages.server.ts";
import { pdfResponse } from "#server/http/pdf-response.server.ts";
import { invoiceById } from "#server/invoices/find-invoices.server.ts";
import { invoiceFileName, renderInvoicePdf } from "#server/invoices/invoice-pdf.server.ts";
import type { Route } from "./+types/invoice-pdf";

/** GET /admin/invoices/{id}/pdf: one invoice or credit note, as the family's own link serves it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const invoice = await invoiceById(context.services.db, params.invoiceId);
  if (!invoice) return errorDocument(404, "not_found", new URL(request.url).pathname);
  return pdfResponse(await renderInvoicePdf(invoice), invoiceFileName(invoice));
}
