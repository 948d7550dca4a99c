/**
* | output |
* | --- |
* | "Could not retry the refund" |
*
* @param {Admin_Refund_Retry_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_retry_error: ((inputs?: Admin_Refund_Retry_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Retry_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Retry_ErrorInputs = {};
