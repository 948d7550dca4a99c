import type { Transaction } from "#server/db/client.server.ts";
import { and, eq } from "drizzle-orm";
import type { SellerIdentity } from "#server/config.server.ts";
import { invoices } from "#server/db/schema.server.ts";
import type { CreditNoteReason, InvoiceContent } from "#shared/invoice-content.ts";
import type { Language } from "#shared/language.ts";
import { nextDocumentNumber } from "./document-number.server.ts";

export type IssuedDocument = { id: string; number: string; token: string };

/** The seller's mentions as printed on a document: frozen, so a later change of address is no rewrite. */
function sellerOf(seller: SellerIdentity): InvoiceContent["seller"] {
  return {
    legalName: seller.legalName,
    legalForm: seller.legalForm,
    address: seller.address,
    siren: seller.siren,
    siret: seller.siret,
    registry: seller.registry,
    shareCapital: seller.shareCapital,
    vatNumber: seller.vatNumber,
    email: seller.email,
    phone: seller.phone,
  };
}

/** The VAT included in a total, or null under the franchise (no rate configured). */
export function vatIncluded(total: number, rate: number | null): InvoiceContent["vat"] {
  if (rate === null) return null;
  return { rate, amount: total - Math.round((total * 100) / (100 + rate)) };
}

const documentColumns = { id: invoices.id, number: invoices.number, token: invoices.token };

export type InvoiceRequest = {
  bookingId: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  workshopTitle: string;
  /** The group's dates in words, in the family's language ("" while it waits for a group). */
  dates: string;
  /** What the family paid, and the discount taken off the price before that. */
  amountPaid: number;
  discountAmount: number;
  discountCode: string | null;
  paidAt: Date;
  language: Language;
};

/**
 * The invoice of a paid booking, issued inside the transaction that confirms the payment
 * (docs/product/legal.md#invoices-and-credit-notes); once per booking. A free booking (nothing
 * paid) gets none.
 */
export async function issueInvoice(
  tx: Transaction,
  seller: SellerIdentity,
  request: InvoiceRequest,
): Promise<IssuedDocument | null> {
  if (request.amountPaid <= 0) return null;
  const [existing] = await tx
    .select(documentColumns)
    .from(invoices)
    .where(and(eq(invoices.bookingId, request.bookingId), eq(invoices.kind, "invoice")));
  if (existing) return existing;
  const subtotal = request.amountPaid + request.discountAmount;
  const content: InvoiceContent = {
    seller: sellerOf(seller),
    bookingReference: request.reference,
    service: { title: request.workshopTitle, dates: request.dates },
    lines: [{ description: request.workshopTitle, quantity: 1, unitPrice: subtotal, amount: subtotal }],
    discount:
      request.discountAmount > 0 ? { code: request.discountCode, amount: request.discountAmount } : null,
    vat: vatIncluded(request.amountPaid, seller.vatRate),
    payment: { method: "card", at: request.paidAt.toISOString() },
  };
  // Last in the transaction: the series' counter stays locked only until the commit that follows.
  const number = await nextDocumentNumber(tx, "F", request.paidAt);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: "invoice",
      number,
      bookingId: request.bookingId,
      issuedAt: request.paidAt,
      customerName: request.customerName,
      customerEmail: request.customerEmail,
      content,
      total: request.amountPaid,
      language: request.language,
    })
    .returning(documentColumns);
  return row!;
}

/**
 * The credit note of a refund, issued in the transaction that records the refund: it names the
 * booking's invoice and gives back `amount`. Once per refund; none for a booking without an invoice
 * (booked before invoices, or free).
 */
export async function issueCreditNote(
  tx: Transaction,
  seller: SellerIdentity,
  request: { bookingId: string; refundId: string; amount: number; reason: CreditNoteReason; at: Date },
): Promise<IssuedDocument | null> {
  const [already] = await tx
    .select(documentColumns)
    .from(invoices)
    .where(eq(invoices.refundId, request.refundId));
  if (already) return already;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, request.bookingId), eq(invoices.kind, "invoice")));
  if (!invoice) return null;
  const { service, bookingReference } = invoice.content;
  const content: InvoiceContent = {
    seller: sellerOf(seller),
    bookingReference,
    service,
    lines: [{ description: service.title, quantity: 1, unitPrice: request.amount, amount: request.amount }],
    discount: null,
    vat: vatIncluded(request.amount, invoice.content.vat?.rate ?? null),
    payment: { method: "card", at: request.at.toISOString() },
    corrects: { number: invoice.number, reason: request.reason },
  };
  const number = await nextDocumentNumber(tx, "A", request.at);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: "credit_note",
      number,
      bookingId: request.bookingId,
      correctsId: invoice.id,
      refundId: request.refundId,
      issuedAt: request.at,
      customerName: invoice.customerName,
      customerEmail: invoice.customerEmail,
      content,
      total: request.amount,
      language: invoice.language,
    })
    .returning(documentColumns);
  return row!;
}
