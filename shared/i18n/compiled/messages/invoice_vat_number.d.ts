/**
* | output |
* | --- |
* | "VAT number {number}" |
*
* @param {Invoice_Vat_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_vat_number: ((inputs: Invoice_Vat_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Vat_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Vat_NumberInputs = {
    number: NonNullable<unknown>;
};
