/**
* | output |
* | --- |
* | "The payment provider still refuses this refund. Check the payment in its dashboard." |
*
* @param {Admin_Refund_Retry_Still_FailingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_retry_still_failing: ((inputs?: Admin_Refund_Retry_Still_FailingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Retry_Still_FailingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Retry_Still_FailingInputs = {};
