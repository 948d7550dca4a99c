import { renderPdf } from "#server/pdf/render-pdf.server.ts";
import { formatEuros } from "#shared/money.ts";
import type { ReceiptBooking } from "./receipt.server.ts";

export type AcademyDetails = { academyName: string; contactEmail: string; publicUrl: string };

const colors = { primary: "#0f6b63", text: "#1c2434", muted: "#5b6472" };

const longDate = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date);

/**
 * The booking receipt (docs/product/booking-and-payment.md#receipt): reference, parent, teen, workshop,
 * amount, discount, date and the academy's details, in euros.
 */
export function renderReceipt(booking: ReceiptBooking, academy: AcademyDetails): Promise<Buffer> {
  return renderPdf({ Title: `Receipt ${booking.reference}`, Author: academy.academyName }, (doc) => {
    doc.fillColor(colors.primary).font("Helvetica-Bold").fontSize(24).text(academy.academyName);
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(colors.muted)
      .text(academy.publicUrl)
      .text(academy.contactEmail);
    doc.moveDown(1.2).fillColor(colors.text).font("Helvetica-Bold").fontSize(18).text("Booking Receipt");
    doc.moveDown(0.4).font("Helvetica").fontSize(11);
    const line = (label: string, value: string) =>
      doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
    line("Booking reference", booking.reference);
    line("Date", longDate(booking.createdAt));
    line("Status", "Paid");

    doc.moveDown(1).font("Helvetica-Bold").fontSize(13).fillColor(colors.primary).text("Booked by");
    doc.fillColor(colors.text).fontSize(11);
    line("Parent", `${booking.parentFirstName} ${booking.parentLastName}`.trim());
    line("Email", booking.parentEmail);
    line("Participant", `${booking.teenFirstName} ${booking.teenLastName}`.trim());
    line("Age", String(booking.teenAge));

    doc.moveDown(1).font("Helvetica-Bold").fontSize(13).fillColor(colors.primary).text("Workshop");
    doc.fillColor(colors.text).fontSize(11);
    line("Workshop", booking.workshopTitle);
    line("Duration", booking.workshopDuration);

    doc.moveDown(1).font("Helvetica-Bold").fontSize(13).fillColor(colors.primary).text("Payment");
    doc.fillColor(colors.text).fontSize(11);
    line("Workshop price", formatEuros(booking.subtotal));
    if (booking.discountAmount > 0)
      line(
        booking.discountCode ? `Discount (${booking.discountCode})` : "Discount",
        `-${formatEuros(booking.discountAmount)}`,
      );
    line("Amount paid", formatEuros(booking.amountPaid));
    line("Payment method", "Card");

    doc
      .moveDown(1.5)
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(colors.muted)
      .text(
        "Full refund up to 48 hours before the workshop starts. The video link is sent 24 hours before the first session.",
        { lineGap: 2 },
      )
      .text(`Questions? Write to ${academy.contactEmail}; we answer within 24 hours.`, { lineGap: 2 })
      .text(`Thank you for booking with ${academy.academyName}.`, { lineGap: 2 });
  });
}
