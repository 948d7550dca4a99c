/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Admin_Invoices_State_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_state_refunded: ((inputs?: Admin_Invoices_State_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invoices_State_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Invoices_State_RefundedInputs = {};
