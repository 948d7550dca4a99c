/**
* | output |
* | --- |
* | "Invoices" |
*
* @param {Admin_Nav_InvoicesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_invoices: ((inputs?: Admin_Nav_InvoicesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Nav_InvoicesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Nav_InvoicesInputs = {};
