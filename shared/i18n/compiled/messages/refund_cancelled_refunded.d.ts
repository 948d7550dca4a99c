/**
* | output |
* | --- |
* | "{amount} was refunded to the card you paid with. It usually reaches your account within 5 to 10 days." |
*
* @param {Refund_Cancelled_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_cancelled_refunded: ((inputs: Refund_Cancelled_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Cancelled_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Cancelled_RefundedInputs = {
    amount: NonNullable<unknown>;
};
