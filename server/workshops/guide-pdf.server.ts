import { paths } from "#shared/paths.ts";
import { refundPolicySummary } from "#shared/refund-policy.ts";
import { renderPdf } from "#server/pdf/render-pdf.server.ts";
import { formatEuros } from "#shared/money.ts";
import type { CatalogueWorkshop } from "./catalogue.server.ts";
import { startLabel } from "./start-label.server.ts";

export type GuideDetails = {
  academyName: string;
  contactEmail: string;
  publicUrl: string;
  bookACallUrl: string;
};

const colors = { primary: "#0f6b63", text: "#1c2434", muted: "#5b6472", accent: "#e8684a" };

function availability(workshop: CatalogueWorkshop) {
  if (workshop.isFull) return "Currently full: join the waiting list";
  return "Open for booking";
}

/**
 * The "Download Workshop Guide" PDF (docs/product/catalogue-and-pages.md#workshop-guide), written from the live
 * catalogue so it never disagrees with the website.
 */
export function renderWorkshopGuide(catalogue: CatalogueWorkshop[], details: GuideDetails): Promise<Buffer> {
  return renderPdf(
    {
      Title: `${details.academyName}: Workshop Guide`,
      Author: details.academyName,
      Subject: "Small-group online workshops for teens aged 10-16",
    },
    (doc) => {
      doc.fillColor(colors.primary).font("Helvetica-Bold").fontSize(26).text(details.academyName);
      doc.moveDown(0.2).fillColor(colors.text).fontSize(18).text("Workshop Guide");
      doc
        .moveDown(0.6)
        .font("Helvetica")
        .fontSize(11)
        .fillColor(colors.muted)
        .text(
          "Live, small-group video workshops for teens aged 10-16. Groups of 4-6 teens meet online with an experienced coach and learn through storytelling and practical exercises they can use straight away.",
          { lineGap: 2 },
        );

      for (const workshop of catalogue) {
        if (doc.y > doc.page.height - 260) doc.addPage();
        doc.moveDown(1.2);
        doc.fillColor(colors.primary).font("Helvetica-Bold").fontSize(16).text(workshop.title);
        if (workshop.subtitle)
          doc.fillColor(colors.accent).font("Helvetica-Oblique").fontSize(11).text(workshop.subtitle);
        doc.moveDown(0.4).fillColor(colors.text).font("Helvetica").fontSize(10.5).text(workshop.description, {
          lineGap: 2,
        });
        const facts = [
          `Price: ${formatEuros(workshop.price)} per teen`,
          `Ages ${workshop.ageMin}-${workshop.ageMax}`,
          `Duration: ${workshop.duration}`,
          workshop.sessions && `Sessions: ${workshop.sessions}`,
          `Group size: ${workshop.groupSize}`,
          `Next start: ${startLabel(workshop)}`,
        ].filter(Boolean);
        doc
          .moveDown(0.4)
          .font("Helvetica-Bold")
          .fontSize(10)
          .fillColor(colors.text)
          .text(facts.join("   |   "), {
            lineGap: 2,
          });
        if (workshop.highlights.length > 0) {
          doc
            .moveDown(0.3)
            .font("Helvetica")
            .fontSize(10.5)
            .list(workshop.highlights, { bulletRadius: 2, lineGap: 2 });
        }
        doc
          .moveDown(0.3)
          .font("Helvetica-Oblique")
          .fontSize(10)
          .fillColor(colors.muted)
          .text(availability(workshop));
      }

      if (doc.y > doc.page.height - 200) doc.addPage();
      doc.moveDown(1.5).fillColor(colors.primary).font("Helvetica-Bold").fontSize(14).text("How to book");
      doc
        .moveDown(0.3)
        .fillColor(colors.text)
        .font("Helvetica")
        .fontSize(10.5)
        .text(`Choose a workshop and book online at ${details.publicUrl}${paths.workshops}.`, { lineGap: 2 })
        .text(`Not sure which one fits? Book a free 30-minute call: ${details.bookACallUrl}`, { lineGap: 2 })
        .text(refundPolicySummary("en"), { lineGap: 2 })
        .text(`Terms of sale: ${details.publicUrl}${paths.terms}`, { lineGap: 2 })
        .text(`Questions? Write to ${details.contactEmail}; we answer within 24-48 hours.`, { lineGap: 2 });
    },
  );
}
