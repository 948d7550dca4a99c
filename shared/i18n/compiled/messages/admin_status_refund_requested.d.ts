/**
* | output |
* | --- |
* | "Requested" |
*
* @param {Admin_Status_Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_refund_requested: ((inputs?: Admin_Status_Refund_RequestedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Refund_RequestedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Refund_RequestedInputs = {};
