import { listCatalogue } from "#server/workshops/catalogue.server.ts";
import { renderWorkshopGuide } from "#server/workshops/guide-pdf.server.ts";
import type { Route } from "./+types/workshop-guide";

/** GET /workshops/guide.pdf: the workshop guide, generated from the catalogue (docs/product/catalogue-and-pages.md#workshop-guide). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const pdf = await renderWorkshopGuide(await listCatalogue(db), {
    academyName: config.academyName,
    contactEmail: config.contactEmail,
    publicUrl: config.publicUrl,
    bookACallUrl: config.bookACallUrl,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="workshop-guide.pdf"',
      "Content-Length": String(pdf.length),
      "Cache-Control": "public, max-age=300",
    },
  });
}
