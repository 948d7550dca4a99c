/**
* | output |
* | --- |
* | "Card" |
*
* @param {Admin_Invoices_Payment_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_payment_card: ((inputs?: Admin_Invoices_Payment_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_Payment_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_Payment_CardInputs = {};
