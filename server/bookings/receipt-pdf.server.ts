import { renderPdf } from "#server/pdf/render-pdf.server.ts";
import { withColon } from "#shared/label-with-colon.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { refundPolicySummary } from "#shared/refund-policy.ts";
import { formatEuros } from "#shared/money.ts";
import type { ReceiptBooking } from "./receipt.server.ts";

export type AcademyDetails = { academyName: string; contactEmail: string; publicUrl: string };

const colors = { primary: "#0f6b63", text: "#1c2434", muted: "#5b6472" };

const LOCALES: Record<Language, string> = { en: "en-GB", fr: "fr-FR" };

const longDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(date);

/**
 * The booking receipt (docs/product/booking-and-payment.md#receipt): reference, parent, teen, workshop,
 * amount, discount, date and the academy's details, in euros. Families get it in English
 * (docs/product/languages-and-texts.md); its texts are the catalogue's `receipt_` entries.
 */
export function renderReceipt(
  booking: ReceiptBooking,
  academy: AcademyDetails,
  language: Language = "en",
): Promise<Buffer> {
  const locale = { locale: language };
  const euros = (cents: number) => formatEuros(cents, language);
  const title = m.receipt_document_title({ reference: booking.reference }, locale);
  return renderPdf({ Title: title, Author: academy.academyName }, (doc) => {
    doc.fillColor(colors.primary).font("Helvetica-Bold").fontSize(24).text(academy.academyName);
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(colors.muted)
      .text(academy.publicUrl)
      .text(academy.contactEmail);
    doc
      .moveDown(1.2)
      .fillColor(colors.text)
      .font("Helvetica-Bold")
      .fontSize(18)
      .text(m.receipt_heading({}, locale));
    doc.moveDown(0.4).font("Helvetica").fontSize(11);
    const line = (label: string, value: string) =>
      doc
        .font("Helvetica-Bold")
        .text(`${withColon(label, language)} `, { continued: true })
        .font("Helvetica")
        .text(value);
    line(m.receipt_reference({}, locale), booking.reference);
    line(m.receipt_date({}, locale), longDate(booking.createdAt, language));
    line(
      m.receipt_status({}, locale),
      booking.status === "cancelled" ? m.receipt_cancelled({}, locale) : m.receipt_paid({}, locale),
    );

    doc
      .moveDown(1)
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor(colors.primary)
      .text(m.receipt_booked_by({}, locale));
    doc.fillColor(colors.text).fontSize(11);
    line(m.receipt_parent({}, locale), `${booking.parentFirstName} ${booking.parentLastName}`.trim());
    line(m.receipt_email({}, locale), booking.parentEmail);
    line(m.receipt_participant({}, locale), `${booking.teenFirstName} ${booking.teenLastName}`.trim());
    line(m.receipt_age({}, locale), String(booking.teenAge));

    doc
      .moveDown(1)
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor(colors.primary)
      .text(m.receipt_workshop_heading({}, locale));
    doc.fillColor(colors.text).fontSize(11);
    line(m.receipt_workshop({}, locale), booking.workshopTitle);
    line(m.receipt_duration({}, locale), booking.workshopDuration);

    doc
      .moveDown(1)
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor(colors.primary)
      .text(m.receipt_payment_heading({}, locale));
    doc.fillColor(colors.text).fontSize(11);
    line(m.receipt_price({}, locale), euros(booking.subtotal));
    if (booking.discountAmount > 0)
      line(
        booking.discountCode
          ? m.receipt_discount_code({ code: booking.discountCode }, locale)
          : m.receipt_discount({}, locale),
        `-${euros(booking.discountAmount)}`,
      );
    line(m.receipt_amount_paid({}, locale), euros(booking.amountPaid));
    line(m.receipt_payment_method({}, locale), m.receipt_card({}, locale));

    doc
      .moveDown(1.5)
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(colors.muted)
      .text(refundPolicySummary(language), { lineGap: 2 })
      .text(m.receipt_video_link({}, locale), { lineGap: 2 })
      .text(m.receipt_questions({ contactEmail: academy.contactEmail }, locale), { lineGap: 2 })
      .text(m.receipt_thanks({ academyName: academy.academyName }, locale), { lineGap: 2 });
  });
}
