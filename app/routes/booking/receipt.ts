import { errorDocument } from "#server/http/error-pages.server.ts";
import { pdfResponse } from "#server/http/pdf-response.server.ts";
import { findReceiptBooking } from "#server/bookings/receipt.server.ts";
import { renderReceipt } from "#server/bookings/receipt-pdf.server.ts";
import type { Route } from "./+types/receipt";

/**
 * GET /receipts/{receiptToken}: a paid booking's PDF receipt (still there once it is cancelled), reachable
 * only through the booking's own secret (docs/product/booking-and-payment.md#receipt).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const booking = await findReceiptBooking(db, params.token);
  if (!booking) return errorDocument(404, "not_found", new URL(request.url).pathname);
  const pdf = await renderReceipt(booking, {
    academyName: config.academyName,
    contactEmail: config.contactEmail,
    publicUrl: config.publicUrl,
  });
  return pdfResponse(pdf, `receipt-${booking.reference}.pdf`);
}
