/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Admin_Status_Refund_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_refund_declined: ((inputs?: Admin_Status_Refund_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Refund_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Refund_DeclinedInputs = {};
