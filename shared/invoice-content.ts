/**
 * What an invoice or a credit note states, frozen when it is issued
 * (docs/product/legal.md#invoices-and-credit-notes): the seller as configured then, the lines, the
 * totals and the payment. Amounts in euro cents, all taxes included.
 */
export type InvoiceContent = {
  seller: {
    legalName: string;
    legalForm: string;
    address: string;
    siren: string;
    siret: string;
    registry: string;
    shareCapital: string | null;
    vatNumber: string | null;
    email: string;
    phone: string;
  };
  bookingReference: string;
  /** The workshop and its dates, as the family bought it. */
  service: { title: string; dates: string };
  lines: { description: string; quantity: number; unitPrice: number; amount: number }[];
  /** A discount, shown as its own line. */
  discount: { code: string | null; amount: number } | null;
  /** Null: VAT franchise (the mention is printed); otherwise the rate in percent and the VAT included. */
  vat: { rate: number; amount: number } | null;
  /** How and when it was paid (an invoice), or refunded (a credit note). */
  payment: { method: "card"; at: string };
  /** A credit note: the invoice it corrects and why. */
  corrects?: { number: string; reason: CreditNoteReason };
};

export type CreditNoteReason = "withdrawal" | "cancellation" | "guarantee" | "group-closed";
