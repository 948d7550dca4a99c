/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Admin_Invoices_State_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_state_paid: ((inputs?: Admin_Invoices_State_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_State_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_State_PaidInputs = {};
