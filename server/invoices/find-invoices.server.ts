import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { invoices } from "#server/db/schema.server.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";
import { isUuid } from "#shared/uuid.ts";

type Reader = Pick<Database, "select">;

/** An invoice or credit note by its own secret (its PDF link, separate from the booking page's). */
export async function invoiceByToken(db: Reader, token: string) {
  if (!isRandomToken(token)) return undefined;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.token, token));
  return invoice;
}

/** An invoice or credit note by its id (the back-office's PDF, an e-mail's attachment). */
export async function invoiceById(db: Reader, id: string) {
  if (!isUuid(id)) return undefined;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  return invoice;
}

/** A booking's invoice and credit notes, oldest first, as the booking page lists them. */
export function bookingDocuments(db: Reader, bookingId: string) {
  return db
    .select({ kind: invoices.kind, number: invoices.number, token: invoices.token, total: invoices.total })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}
