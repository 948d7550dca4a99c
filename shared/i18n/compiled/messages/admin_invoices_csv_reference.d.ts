/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Admin_Invoices_Csv_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_reference: ((inputs?: Admin_Invoices_Csv_ReferenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Csv_ReferenceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Csv_ReferenceInputs = {};
