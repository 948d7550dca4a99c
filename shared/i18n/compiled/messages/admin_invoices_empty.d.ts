/**
* | output |
* | --- |
* | "No invoice or credit note found." |
*
* @param {Admin_Invoices_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_empty: ((inputs?: Admin_Invoices_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_EmptyInputs = {};
