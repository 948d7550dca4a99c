import { renderPdf } from "#server/pdf/render-pdf.server.ts";
import { groupSessions } from "#shared/group-schedule.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { Certificate } from "./certificate.server.ts";

const colors = { primary: "#0f6b63", text: "#1c2434", muted: "#5b6472", rule: "#d6dbe1" };
const LOCALES: Record<Language, string> = { en: "en-GB", fr: "fr-FR" };

/** "7 December 2026" / "7 décembre 2026": a day on the group's own calendar. */
const dayText = (moment: Date, timeZone: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone }).format(moment);

/** The file's name, in the family's language, without the teen's name (it may be forwarded or logged). */
export const certificateFileName = (certificate: Pick<Certificate, "language">) =>
  `${m.certificate_filename({}, { locale: certificate.language })}.pdf`;

/**
 * The certificate of completion as a one-page PDF in the family's language: the teen's first name,
 * the workshop, the group's first and last session dates and the sessions attended.
 */
export function renderCertificatePdf(
  certificate: Certificate,
  site: { academyName: string },
  issuedAt: Date,
): Promise<Buffer> {
  const { language, schedule } = certificate;
  const locale = { locale: language };
  const sessions = groupSessions(schedule);
  const first = sessions[0]!.start;
  const last = sessions.at(-1)!.start;
  const title = m.certificate_pdf_title({}, locale);
  return renderPdf({ Title: title, Author: site.academyName }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const centred = { width, align: "center" as const };
    doc
      .lineWidth(2)
      .strokeColor(colors.primary)
      .rect(left - 16, doc.page.margins.top - 16, width + 32, doc.page.height / 2)
      .stroke();
    doc.moveDown(2);
    doc.fillColor(colors.primary).font("Helvetica-Bold").fontSize(26).text(title, left, doc.y, centred);
    doc.moveDown(1.2);
    doc
      .fillColor(colors.muted)
      .font("Helvetica")
      .fontSize(13)
      .text(m.certificate_pdf_certifies({}, locale), centred);
    doc.moveDown(0.4);
    doc.fillColor(colors.text).font("Helvetica-Bold").fontSize(24).text(certificate.teenFirstName, centred);
    doc.moveDown(0.4);
    doc
      .fillColor(colors.muted)
      .font("Helvetica")
      .fontSize(13)
      .text(m.certificate_pdf_took_part({}, locale), centred);
    doc.moveDown(0.4);
    doc.fillColor(colors.text).font("Helvetica-Bold").fontSize(18).text(certificate.workshopTitle, centred);
    doc.moveDown(0.4);
    doc
      .font("Helvetica")
      .fontSize(13)
      .text(
        m.certificate_pdf_dates(
          {
            first: dayText(first, schedule.timeZone, language),
            last: dayText(last, schedule.timeZone, language),
          },
          locale,
        ),
        centred,
      )
      .text(
        m.certificate_pdf_sessions(
          { attended: String(certificate.attended), count: String(certificate.sessionCount) },
          locale,
        ),
        centred,
      );
    doc.moveDown(1.5);
    doc
      .fillColor(colors.muted)
      .fontSize(11)
      .text(
        m.certificate_pdf_signed(
          {
            academyName: site.academyName,
            date: dayText(issuedAt, schedule.timeZone, language),
          },
          locale,
        ),
        centred,
      );
  });
}
