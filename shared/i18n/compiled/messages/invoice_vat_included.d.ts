/**
* | output |
* | --- |
* | "Of which VAT at {rate} %: {amount}" |
*
* @param {Invoice_Vat_IncludedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_vat_included: ((inputs: Invoice_Vat_IncludedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Vat_IncludedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Vat_IncludedInputs = {
    rate: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
