import { sql } from "drizzle-orm";
import type { Zip, ZipPassThrough } from "fflate";
import { centsToEurosCsv } from "#shared/admin/euros.ts";
import { formatDate } from "#shared/admin/dates.ts";
import {
  ARCHIVE_LIMIT,
  invoiceKindLabel,
  invoiceState,
  invoiceStateLabel,
  type InvoiceFilter,
  type InvoiceState,
} from "#shared/admin/invoice-filter.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import type { InvoiceContent } from "#shared/invoice-content.ts";
import type { InvoiceKind } from "#shared/stored-values.ts";
import {
  afterCursor,
  containsPattern,
  EXPORT_BATCH_SIZE,
  keysetBatches,
  matches,
  matchesEveryWord,
} from "#server/db/list-sql.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { invoiceById } from "./find-invoices.server.ts";
import { invoiceFileName, renderInvoicePdf } from "./invoice-pdf.server.ts";

/** One invoice or credit note as the back-office lists it. */
export type AdminInvoiceRow = {
  id: string;
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  customerName: string;
  customerEmail: string;
  bookingReference: string;
  /** Euro cents, positive for both kinds (a credit note's is what it gives back). */
  total: number;
  /** A credit note: the invoice it corrects. */
  correctsNumber: string | null;
  /** An invoice: what its credit notes gave back, and so whether it still stands. */
  state: InvoiceState | null;
};

type SqlRow = {
  id: string;
  kind: InvoiceKind;
  number: string;
  issued_at: string;
  cursor_at: string;
  customer_name: string;
  customer_email: string;
  reference: string;
  total: number;
  corrects_number: string | null;
  credited: number;
  vat: InvoiceContent["vat"];
  payment_method: InvoiceContent["payment"]["method"] | null;
};

/**
 * docs/product/accounts-and-back-office.md#invoices-screen: the number, the family's name or
 * e-mail, or the booking's reference; the kind; the period, whole days in Paris time. The table
 * grows by a few thousand rows a year, so the search needs no trigram index of its own.
 */
function where({ q, type, from, to }: InvoiceFilter) {
  return sql`where true
    ${type ? sql`and i.kind = ${type}` : sql``}
    ${from ? sql`and i.issued_at >= (${from}::date)::timestamp at time zone 'Europe/Paris'` : sql``}
    ${to ? sql`and i.issued_at < (${to}::date + 1)::timestamp at time zone 'Europe/Paris'` : sql``}
    ${
      q
        ? sql`and (i.number ilike ${containsPattern(q)}
            or b.reference ilike ${containsPattern(q)}
            or ${matchesEveryWord(sql`i.customer_name`, q)}
            or ${matches(sql`i.customer_email`, q)})`
        : sql``
    }`;
}

const from = sql`from invoices i join bookings b on b.id = i.booking_id`;

/** The invoice a credit note corrects, and what the credit notes of an invoice gave back. */
const joins = sql`left join invoices c on c.id = i.corrects_id
  left join (select corrects_id, sum(total)::int as credited from invoices
    where corrects_id is not null group by corrects_id) cr on cr.corrects_id = i.id`;

const columns = sql`i.id, i.kind, i.number, to_json(i.issued_at)#>>'{}' as issued_at,
  i.issued_at::text as cursor_at, i.customer_name, i.customer_email, b.reference, i.total,
  c.number as corrects_number, coalesce(cr.credited, 0) as credited, i.content->'vat' as vat,
  i.content->'payment'->>'method' as payment_method`;

function toRow(row: SqlRow): AdminInvoiceRow {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issued_at,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    bookingReference: row.reference,
    total: row.total,
    correctsNumber: row.corrects_number,
    state: row.kind === "invoice" ? invoiceState(row.total, row.credited) : null,
  };
}

/** One page of invoices and credit notes, newest first, and how many match. */
export async function searchInvoices(db: Database, filter: InvoiceFilter, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db.execute<SqlRow>(sql`
      select ${columns} ${from} ${joins} ${where(filter)}
      order by i.issued_at desc, i.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    countInvoices(db, filter),
  ]);
  return { rows: rows.rows.map(toRow), total: count };
}

export async function countInvoices(db: Database, filter: InvoiceFilter) {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total ${from} ${where(filter)}`,
  );
  return result.rows[0]?.total ?? 0;
}

/** The accountant's file's header row (docs/product/accounts-and-back-office.md#csv-exports). */
export function invoicesCsvHeader(language: Language): string[] {
  const locale = { locale: language };
  return [
    m.admin_invoices_csv_number({}, locale),
    m.admin_invoices_csv_kind({}, locale),
    m.admin_invoices_csv_date({}, locale),
    m.admin_invoices_csv_customer({}, locale),
    m.admin_invoices_csv_email({}, locale),
    m.admin_invoices_csv_reference({}, locale),
    m.admin_invoices_csv_corrects({}, locale),
    m.admin_invoices_csv_amount_excl({}, locale),
    m.admin_invoices_csv_vat_rate({}, locale),
    m.admin_invoices_csv_vat_amount({}, locale),
    m.admin_invoices_csv_amount({}, locale),
    m.admin_invoices_csv_state({}, locale),
    m.admin_invoices_csv_payment({}, locale),
  ];
}

/**
 * The filtered documents for the CSV file, batch by batch. A credit note's amounts are negative,
 * so that a column's sum is what the academy kept.
 */
export function invoiceCsvBatches(db: Database, filter: InvoiceFilter, language: Language) {
  const locale = { locale: language };
  return keysetBatches<SqlRow, (string | number)[]>(
    db,
    (cursor) => sql`
      select ${columns} ${from} ${joins}
      ${where(filter)} ${afterCursor(sql`i.issued_at`, sql`i.id`, cursor)}
      order by i.issued_at desc, i.id desc
      limit ${EXPORT_BATCH_SIZE}`,
    (row) => {
      const sign = row.kind === "credit_note" ? -1 : 1;
      const vat = row.vat?.amount ?? 0;
      const state = row.kind === "invoice" ? invoiceState(row.total, row.credited) : null;
      return [
        row.number,
        invoiceKindLabel(row.kind, language),
        formatDate(row.issued_at, language),
        row.customer_name,
        row.customer_email,
        row.reference,
        row.corrects_number ?? "",
        centsToEurosCsv(sign * (row.total - vat)),
        row.vat
          ? m.admin_invoices_vat_rate({ rate: String(row.vat.rate).replace(".", ",") }, locale)
          : m.admin_invoices_vat_franchise({}, locale),
        row.vat ? centsToEurosCsv(sign * vat) : "",
        centsToEurosCsv(sign * row.total),
        state ? invoiceStateLabel(state, language) : "",
        row.payment_method === "card"
          ? m.admin_invoices_payment_card({}, locale)
          : (row.payment_method ?? ""),
      ];
    },
  );
}

/**
 * The ids of the documents of a ZIP, oldest first, or null when there are more than `limit`.
 */
export async function archiveInvoiceIds(db: Database, filter: InvoiceFilter, limit = ARCHIVE_LIMIT) {
  const result = await db.execute<{ id: string }>(sql`
    select i.id ${from} ${where(filter)}
    order by i.issued_at, i.number limit ${limit + 1}`);
  return result.rows.length > limit ? null : result.rows.map((row) => row.id);
}

/**
 * A ZIP of these documents' PDFs, named by their numbers, made as the client reads it: one PDF
 * rendered per pull, stored as it is (a PDF's streams are already compressed), so a 2,000-document
 * archive holds one PDF in memory at a time. A failure after the first bytes ends the stream with
 * an error: a cut ZIP does not open, so the download cannot pass for a whole one.
 */
export function invoiceArchiveStream(
  db: Database,
  ids: readonly string[],
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  let next = 0;
  let zip: Zip;
  let PassThrough: typeof ZipPassThrough;
  return new ReadableStream<Uint8Array>(
    {
      // fflate is loaded on the first archive, not at start-up (docs/decisions/022-benchmarks-and-memory.md).
      async start(controller) {
        const { Zip, ZipPassThrough } = await import("fflate");
        PassThrough = ZipPassThrough;
        zip = new Zip((error, chunk, final) => {
          if (error) return controller.error(error);
          controller.enqueue(chunk);
          if (final) controller.close();
        });
      },
      async pull() {
        try {
          // Each pull must enqueue (a pull that adds nothing stalls the reader): a file, or the end.
          let invoice: Awaited<ReturnType<typeof invoiceById>>;
          while (!invoice) {
            const id = ids[next++];
            if (id === undefined) return zip.end();
            invoice = await invoiceById(db, id);
          }
          const file = new PassThrough(invoiceFileName(invoice));
          file.mtime = invoice.issuedAt;
          zip.add(file);
          file.push(new Uint8Array(await renderInvoicePdf(invoice)), true);
        } catch (error) {
          onError(error);
          zip.terminate();
          throw error;
        }
      },
    },
    { highWaterMark: 1 },
  );
}
