/**
* | output |
* | --- |
* | "Amount incl. VAT (EUR)" |
*
* @param {Admin_Invoices_Csv_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_amount: ((inputs?: Admin_Invoices_Csv_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Csv_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Csv_AmountInputs = {};
