/**
 * CSV for French Excel (docs/product/accounts-and-back-office.md#csv-exports): UTF-8 with a
 * byte-order mark (Excel then reads accents right), semicolons between fields (a French Excel
 * splits on them, not on commas, which are its decimal mark), CRLF line ends, RFC 4180 quoting,
 * and text cells that a spreadsheet would run as a formula (starting with =, +, -, @, or a tab or
 * carriage return) prefixed with an apostrophe, except a plain negative number.
 */
const BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ('-147,00'): a negative amount, which a spreadsheet reads as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  // Commas are not quoted: '270,00' stays a bare number for a French Excel.
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/**
 * A CSV file as a byte stream: the header, then each batch as the client
 * reads it. `pull` asks for the next batch only when the previous one was
 * consumed, so a 100,000-row export never holds more than one batch.
 *
 * A file never ends cut short without saying so. The first batch is read before the stream
 * exists: a query that fails at once rejects this promise, and the caller answers a clean error
 * instead of a download. A failure after the first bytes went out is reported to `onError` and the
 * file ends with `incompleteNotice` as its last line, rather than an error the HTTP adapter would
 * turn into a bare connection reset (or, before the headers, its own plain-text 500).
 */
export async function csvStream(
  header: readonly string[],
  batches: AsyncIterator<readonly CsvValue[][]>,
  onError: (error: unknown) => void,
  incompleteNotice = "INCOMPLETE EXPORT: an error interrupted this file. Export it again.",
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const first = await batches.next();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + csvLine(header)));
        if (first.done) controller.close();
        else controller.enqueue(encoder.encode(first.value.map(csvLine).join("")));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) {
            controller.close();
            return;
          }
          controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
        } catch (error) {
          onError(error);
          controller.enqueue(encoder.encode(csvLine([incompleteNotice])));
          controller.close();
          await batches.return?.().catch(() => undefined);
        }
      },
      async cancel() {
        await batches.return?.();
      },
    },
    // One batch waiting at most: memory stays flat whatever the file's size.
    { highWaterMark: 1 },
  );
}

/** The download's headers: file name, no caching of personal data. */
export function csvResponse(fileName: string, body: ReadableStream<Uint8Array>) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
