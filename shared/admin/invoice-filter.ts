import * as z from "zod";
import { listQuery } from "#shared/admin/list-query.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { INVOICE_KINDS, type InvoiceKind } from "#shared/stored-values.ts";

/** A day typed in a date field ('2026-11-30'), or "" when absent or not a real day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  // Not 2026-02-30, which Date would not read (and PostgreSQL would refuse).
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  })
  .catch("");

/**
 * The invoices list's search, type and period, read from its URL, the same for the page, its CSV
 * and its ZIP (docs/product/accounts-and-back-office.md#invoices-screen): `type` is a document kind
 * (`status` of the other lists), `from` and `to` are days in Paris time, both included.
 */
export function invoiceListQuery(url: URL) {
  const { q, page } = listQuery(url, []);
  const type = (INVOICE_KINDS as readonly string[]).includes(url.searchParams.get("type") ?? "")
    ? (url.searchParams.get("type") as InvoiceKind)
    : null;
  const from = day.parse(url.searchParams.get("from") ?? "");
  const to = day.parse(url.searchParams.get("to") ?? "");
  return { q, type, from, to, page };
}

/**
 * The most documents one ZIP holds, rendered one after the other in a single answer: past it, the
 * page and the archive's route ask for a shorter period.
 */
export const ARCHIVE_LIMIT = 2000;

export type InvoiceFilter = Omit<ReturnType<typeof invoiceListQuery>, "page">;

/** The filters as a query string (page left out), for the export and archive links. */
export function invoiceFilterParams({ q, type, from, to }: InvoiceFilter) {
  return new URLSearchParams({ q, type: type ?? "all", from, to }).toString();
}

/**
 * What an invoice has become through the credit notes that correct it: paid (none), refunded
 * (credit notes as much as its total), partly refunded (less).
 */
export type InvoiceState = "paid" | "refunded" | "partly_refunded";

export function invoiceState(total: number, credited: number): InvoiceState {
  if (credited <= 0) return "paid";
  return credited >= total ? "refunded" : "partly_refunded";
}

export function invoiceKindLabel(kind: InvoiceKind, language: Language) {
  const locale = { locale: language };
  return kind === "invoice"
    ? m.admin_invoices_kind_invoice({}, locale)
    : m.admin_invoices_kind_credit_note({}, locale);
}

export function invoiceStateLabel(state: InvoiceState, language: Language) {
  const locale = { locale: language };
  switch (state) {
    case "paid":
      return m.admin_invoices_state_paid({}, locale);
    case "refunded":
      return m.admin_invoices_state_refunded({}, locale);
    case "partly_refunded":
      return m.admin_invoices_state_partly_refunded({}, locale);
  }
}
