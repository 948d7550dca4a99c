import type { Database } from "#server/db/client.server.ts";
import { withColon } from "#shared/label-with-colon.ts";
import type { InvoiceRow } from "#server/db/rows.server.ts";
import { renderPdf } from "#server/pdf/render-pdf.server.ts";
import { invoiceById } from "./find-invoices.server.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { formatEuros } from "#shared/money.ts";

const colors = { primary: "#0f6b63", text: "#1c2434", muted: "#5b6472", rule: "#d6dbe1" };
const LOCALES: Record<Language, string> = { en: "en-GB", fr: "fr-FR" };

/** A date as the books keep it: the day in Paris. */
const longDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "Europe/Paris" }).format(date);

/**
 * An invoice or a credit note as a PDF, from what was frozen when it was issued
 * (docs/product/legal.md#invoices-and-credit-notes): the seller's mentions, the customer, the date
 * and number, the service and its dates, the lines with quantity and unit price, the discount as its
 * own line, the total all taxes included, the VAT or the franchise mention, and the payment.
 */
export function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const language: Language = invoice.language === "fr" ? "fr" : "en";
  const locale = { locale: language };
  const euros = (cents: number) => formatEuros(cents, language);
  const { content } = invoice;
  const seller = content.seller;
  const creditNote = invoice.kind === "credit_note";
  const title = creditNote
    ? m.invoice_credit_note_title({ number: invoice.number }, locale)
    : m.invoice_title({ number: invoice.number }, locale);
  return renderPdf({ Title: title, Author: seller.legalName }, (doc) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const left = doc.page.margins.left;
    doc.fillColor(colors.primary).font("Helvetica-Bold").fontSize(20).text(title);
    if (content.corrects)
      doc
        .moveDown(0.2)
        .font("Helvetica")
        .fontSize(11)
        .fillColor(colors.text)
        .text(m.invoice_corrects({ number: content.corrects.number }, locale))
        .text(
          {
            withdrawal: m.invoice_reason_withdrawal({}, locale),
            cancellation: m.invoice_reason_cancellation({}, locale),
            guarantee: m.invoice_reason_guarantee({}, locale),
            "group-closed": m.invoice_reason_group_closed({}, locale),
          }[content.corrects.reason],
        );
    doc.moveDown(0.8);

    const top = doc.y;
    const column = (x: number, heading: string, lines: string[]) => {
      doc
        .fillColor(colors.muted)
        .font("Helvetica-Bold")
        .fontSize(9)
        .text(heading.toUpperCase(), x, top, {
          width: width / 2 - 12,
        });
      doc.fillColor(colors.text).font("Helvetica").fontSize(10);
      for (const line of lines) doc.text(line, x, doc.y, { width: width / 2 - 12 });
      return doc.y;
    };
    const sellerEnd = column(left, m.invoice_seller({}, locale), [
      seller.legalName,
      [
        seller.legalForm,
        seller.shareCapital && m.invoice_share_capital({ capital: seller.shareCapital }, locale),
      ]
        .filter(Boolean)
        .join(", "),
      seller.address,
      m.invoice_siren({ siren: seller.siren, siret: seller.siret }, locale),
      seller.registry,
      ...(seller.vatNumber ? [m.invoice_vat_number({ number: seller.vatNumber }, locale)] : []),
      seller.email,
      seller.phone,
    ]);
    const customerEnd = column(left + width / 2 + 12, m.invoice_customer({}, locale), [
      invoice.customerName,
      invoice.customerEmail,
    ]);
    doc.x = left;
    doc.y = Math.max(sellerEnd, customerEnd) + 16;

    const field = (label: string, value: string) =>
      doc
        .font("Helvetica-Bold")
        .text(`${withColon(label, language)} `, { continued: true })
        .font("Helvetica")
        .text(value);
    doc.fontSize(10).fillColor(colors.text);
    field(m.invoice_issued({}, locale), longDate(invoice.issuedAt, language));
    field(m.invoice_reference({}, locale), content.bookingReference);
    field(m.invoice_service({}, locale), content.service.title);
    if (content.service.dates) field(m.invoice_dates({}, locale), content.service.dates);
    doc.moveDown(1);

    // The lines: description, quantity, unit price, amount.
    const columns = [
      { x: left, w: width * 0.52, align: "left" as const },
      { x: left + width * 0.52, w: width * 0.1, align: "right" as const },
      { x: left + width * 0.62, w: width * 0.19, align: "right" as const },
      { x: left + width * 0.81, w: width * 0.19, align: "right" as const },
    ];
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
      let bottom = y;
      cells.forEach((cell, index) => {
        const { x, w, align } = columns[index]!;
        doc.text(cell, x, y, { width: w, align });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = left;
      doc.y = bottom + 4;
    };
    const rule = () => {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor(colors.rule)
        .stroke();
      doc.y += 6;
    };
    row(
      [
        m.invoice_description({}, locale),
        m.invoice_quantity({}, locale),
        m.invoice_unit_price({}, locale),
        m.invoice_amount({}, locale),
      ],
      true,
    );
    rule();
    for (const line of content.lines)
      row([line.description, String(line.quantity), euros(line.unitPrice), euros(line.amount)]);
    if (content.discount)
      row([
        m.invoice_discount({ code: content.discount.code ?? "" }, locale).trim(),
        "1",
        `-${euros(content.discount.amount)}`,
        `-${euros(content.discount.amount)}`,
      ]);
    rule();
    row(
      [
        creditNote ? m.invoice_total_refunded({}, locale) : m.invoice_total({}, locale),
        "",
        "",
        euros(invoice.total),
      ],
      true,
    );
    doc.moveDown(0.6).font("Helvetica").fontSize(10);
    doc.text(
      content.vat
        ? m.invoice_vat_included(
            { rate: String(content.vat.rate), amount: euros(content.vat.amount) },
            locale,
          )
        : m.invoice_vat_franchise({}, locale),
      left,
      doc.y,
      { width },
    );
    doc.moveDown(0.4);
    const at = longDate(new Date(content.payment.at), language);
    doc.text(creditNote ? m.invoice_refunded({ date: at }, locale) : m.invoice_paid({ date: at }, locale), {
      width,
    });
  });
}

/** The PDF's file name: its number. */
export const invoiceFileName = (invoice: Pick<InvoiceRow, "number">) => `${invoice.number}.pdf`;

/** A stored invoice or credit note as an e-mail attachment, rendered when the message is sent. */
export async function invoiceAttachment(db: Pick<Database, "select">, id: string) {
  const invoice = await invoiceById(db, id);
  if (!invoice) throw new Error(`No invoice ${id} to attach`);
  return {
    filename: invoiceFileName(invoice),
    content: (await renderInvoicePdf(invoice)).toString("base64"),
    contentType: "application/pdf",
    encoding: "base64" as const,
  };
}
