/**
* | output |
* | --- |
* | "Credit note" |
*
* @param {Admin_Invoices_Kind_Credit_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_kind_credit_note: ((inputs?: Admin_Invoices_Kind_Credit_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Kind_Credit_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Kind_Credit_NoteInputs = {};
