/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Admin_Status_Refund_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_refund_pending: ((inputs?: Admin_Status_Refund_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Refund_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Refund_PendingInputs = {};
