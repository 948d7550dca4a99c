/**
* | output |
* | --- |
* | "{amount} refunded." |
*
* @param {Admin_Refund_Retry_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_retry_refunded: ((inputs: Admin_Refund_Retry_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Retry_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Retry_RefundedInputs = {
    amount: NonNullable<unknown>;
};
