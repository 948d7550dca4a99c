/**
* | output |
* | --- |
* | "Discount {code}" |
*
* @param {Invoice_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_discount: ((inputs: Invoice_DiscountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_DiscountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_DiscountInputs = {
    code: NonNullable<unknown>;
};
