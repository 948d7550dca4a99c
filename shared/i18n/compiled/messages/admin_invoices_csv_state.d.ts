/**
* | output |
* | --- |
* | "Status" |
*
* @param {Admin_Invoices_Csv_StateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_state: ((inputs?: Admin_Invoices_Csv_StateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Csv_StateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Csv_StateInputs = {};
