import { certificateOf } from "#server/certificates/certificate.server.ts";
import { certificateFileName, renderCertificatePdf } from "#server/certificates/certificate-pdf.server.ts";
import { errorDocument } from "#server/http/error-pages.server.ts";
import { pdfResponse } from "#server/http/pdf-response.server.ts";
import type { Route } from "./+types/certificate";

/**
 * GET /bookings/{token}/certificate.pdf: the teen's certificate of completion, through the booking's
 * secret only (docs/product/reviews-and-certificates.md). 404 before the last session's end, below 75%
 * attendance, and once the teen's details are erased.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const now = new Date();
  const certificate = await certificateOf(context.services.db, params.token, now);
  if (!certificate) return errorDocument(404, "not_found", new URL(request.url).pathname);
  const pdf = await renderCertificatePdf(
    certificate,
    { academyName: context.services.config.academyName },
    now,
  );
  return pdfResponse(pdf, certificateFileName(certificate));
}
