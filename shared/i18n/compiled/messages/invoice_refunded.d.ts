/**
* | output |
* | --- |
* | "Refunded to the card used for payment, from {date}." |
*
* @param {Invoice_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_refunded: ((inputs: Invoice_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_RefundedInputs = {
    date: NonNullable<unknown>;
};
