/**
* | output |
* | --- |
* | "F2026-000001, Dupont, TW-…" |
*
* @param {Admin_Invoices_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_search_placeholder: ((inputs?: Admin_Invoices_Search_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Search_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Search_PlaceholderInputs = {};
