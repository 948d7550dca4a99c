/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Receipt_Payment_MethodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_payment_method: ((inputs?: Receipt_Payment_MethodInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Payment_MethodInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Payment_MethodInputs = {};
