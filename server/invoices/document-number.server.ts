import type { Transaction } from "#server/db/client.server.ts";
import { sql } from "drizzle-orm";
import { documentCounters } from "#server/db/schema.server.ts";

/** F: invoices; A (avoir): credit notes. Each is its own continuous annual series. */
export type DocumentSeries = "F" | "A";

/** The year a document belongs to: the academy's books are kept in Paris time. */
export function documentYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Paris" }).format(at));
}

/**
 * The next number of a series, inside the transaction that issues the document
 * (docs/decisions/020-lawful-shop.md): the counter's row stays locked until that transaction
 * ends, so two issuers (even in two processes) take turns, and a transaction that rolls back gives
 * its number back. No gap, no duplicate.
 */
export async function nextDocumentNumber(tx: Transaction, series: DocumentSeries, at: Date): Promise<string> {
  const year = documentYear(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return `${series}${year}-${String(row!.last).padStart(6, "0")}`;
}
