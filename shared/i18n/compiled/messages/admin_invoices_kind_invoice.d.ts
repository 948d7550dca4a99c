/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Admin_Invoices_Kind_InvoiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_kind_invoice: ((inputs?: Admin_Invoices_Kind_InvoiceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Kind_InvoiceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Kind_InvoiceInputs = {};
