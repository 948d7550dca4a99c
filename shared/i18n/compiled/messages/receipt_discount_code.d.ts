/**
* | output |
* | --- |
* | "Discount ({code})" |
*
* @param {Receipt_Discount_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_discount_code: ((inputs: Receipt_Discount_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Discount_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Discount_CodeInputs = {
    code: NonNullable<unknown>;
};
