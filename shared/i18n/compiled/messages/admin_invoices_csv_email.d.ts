/**
* | output |
* | --- |
* | "Email" |
*
* @param {Admin_Invoices_Csv_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_email: ((inputs?: Admin_Invoices_Csv_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Csv_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Csv_EmailInputs = {};
