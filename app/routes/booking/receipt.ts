import { data } from "react-router";
import { findReceiptBooking } from "#server/bookings/receipt.server.ts";
import { renderReceipt } from "#server/bookings/receipt-pdf.server.ts";
import type { Route } from "./+types/receipt";

/**
 * GET /receipts/{receiptToken}: a confirmed booking's PDF receipt, reachable
 * only through the booking's own secret (docs/product/booking-and-payment.md#receipt).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const booking = await findReceiptBooking(db, params.token);
  if (!booking) throw data("Receipt not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const pdf = await renderReceipt(booking, {
    academyName: config.academyName,
    contactEmail: config.contactEmail,
    publicUrl: config.publicUrl,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="receipt-${booking.reference}.pdf"`,
      "Content-Length": String(pdf.length),
      // The URL is a secret: keep it out of shared caches and of other sites' referrers.
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
