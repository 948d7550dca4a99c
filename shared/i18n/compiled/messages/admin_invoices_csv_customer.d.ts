/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Admin_Invoices_Csv_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_customer: ((inputs?: Admin_Invoices_Csv_CustomerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Csv_CustomerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Csv_CustomerInputs = {};
