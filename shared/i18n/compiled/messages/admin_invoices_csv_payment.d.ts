/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Admin_Invoices_Csv_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_csv_payment: ((inputs?: Admin_Invoices_Csv_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Csv_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Csv_PaymentInputs = {};
