import { errorDocument } from "#server/http/error-pages.server.ts";
import { pdfResponse } from "#server/http/pdf-response.server.ts";
import { invoiceByToken } from "#server/invoices/find-invoices.server.ts";
import { invoiceFileName, renderInvoicePdf } from "#server/invoices/invoice-pdf.server.ts";
import type { Route } from "./+types/invoice";

/**
 * GET /invoices/{token}: an invoice or credit note as a PDF, through its own secret only
 * (docs/product/legal.md#invoices-and-credit-notes); it stays there after a cancellation or an erasure.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const invoice = await invoiceByToken(context.services.db, params.token);
  if (!invoice) return errorDocument(404, "not_found", new URL(request.url).pathname);
  return pdfResponse(await renderInvoicePdf(invoice), invoiceFileName(invoice));
}
