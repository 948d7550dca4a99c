/**
* | output |
* | --- |
* | "This booking has no failed refund." |
*
* @param {Admin_Refund_Retry_Nothing_To_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_retry_nothing_to_retry: ((inputs?: Admin_Refund_Retry_Nothing_To_RetryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Retry_Nothing_To_RetryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Retry_Nothing_To_RetryInputs = {};
