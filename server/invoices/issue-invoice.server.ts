import type { Transaction } from "#server/db/client.server.ts";
import { and, eq, sql } from "drizzle-orm";
import type { SellerIdentity } from "#server/config.server.ts";
import { bookings, invoices } from "#server/db/schema.server.ts";
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
  /** An order of several teens: each seat's booking reference, one line each. */
  seatReferences?: string[];
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

/** One line for a single teen; one per seat for an order of several, their prices adding up to the subtotal. */
function invoiceLines(request: InvoiceRequest, subtotal: number): InvoiceContent["lines"] {
  const seats = request.seatReferences ?? [];
  if (seats.length < 2)
    return [{ description: request.workshopTitle, quantity: 1, unitPrice: subtotal, amount: subtotal }];
  const share = Math.floor(subtotal / seats.length);
  return seats.map((reference, index) => {
    const amount = share + (index < subtotal - share * seats.length ? 1 : 0);
    return { description: `${request.workshopTitle} (${reference})`, quantity: 1, unitPrice: amount, amount };
  });
}

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
    lines: invoiceLines(request, subtotal),
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
  // A teen booked with brothers or sisters shares its order's one invoice, issued on the order's
  // first booking: the credit note of its own seat corrects that invoice.
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, "invoice"),
        sql`${invoices.bookingId} in (
          select b.id from bookings b where b.id = ${request.bookingId}
          union all
          select o.id from bookings b join bookings o on o.hold_id = b.hold_id
          where b.id = ${request.bookingId} and o.order_seat = 1)`,
      ),
    )
    .limit(1);
  if (!invoice) return null;
  const { service } = invoice.content;
  const [own] = await tx
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, request.bookingId));
  const bookingReference = own?.reference ?? invoice.content.bookingReference;
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
