/** pdfkit's document, typed without loading the library. */
export type PdfDocument = PDFKit.PDFDocument;

/**
 * Builds an A4 PDF in memory. pdfkit (and its fonts) take about 30 MB once loaded, and only two
 * rarely fetched files need it, so it is loaded on the first PDF rather than at start-up.
 */
export async function renderPdf(
  info: PDFKit.DocumentInfo,
  write: (doc: PdfDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  write(doc);
  doc.end();
  return done;
}
