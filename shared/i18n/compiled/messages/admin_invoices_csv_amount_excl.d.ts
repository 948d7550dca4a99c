/**
* | output |
* | --- |
* | "Amount excl. VAT (EUR)" |
*
* @param {Admin_Invoices_Csv_Amount_ExclInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_amount_excl: ((inputs?: Admin_Invoices_Csv_Amount_ExclInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Csv_Amount_ExclInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Csv_Amount_ExclInputs = {};
