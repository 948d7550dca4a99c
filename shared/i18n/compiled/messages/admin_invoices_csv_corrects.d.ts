/**
* | output |
* | --- |
* | "Corrected invoice" |
*
* @param {Admin_Invoices_Csv_CorrectsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_corrects: ((inputs?: Admin_Invoices_Csv_CorrectsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Csv_CorrectsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Csv_CorrectsInputs = {};
