/**
* | output |
* | --- |
* | "Unit price" |
*
* @param {Invoice_Unit_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_unit_price: ((inputs?: Invoice_Unit_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Unit_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Unit_PriceInputs = {};
