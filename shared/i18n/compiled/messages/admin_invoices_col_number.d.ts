/**
* | output |
* | --- |
* | "Number" |
*
* @param {Admin_Invoices_Col_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_col_number: ((inputs?: Admin_Invoices_Col_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Col_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Col_NumberInputs = {};
