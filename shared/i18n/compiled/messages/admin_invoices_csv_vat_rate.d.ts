/**
* | output |
* | --- |
* | "VAT rate" |
*
* @param {Admin_Invoices_Csv_Vat_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_vat_rate: ((inputs?: Admin_Invoices_Csv_Vat_RateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Csv_Vat_RateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Csv_Vat_RateInputs = {};
