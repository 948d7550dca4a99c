/**
* | output |
* | --- |
* | "TVA non applicable, art. 293 B du CGI (VAT not applicable)" |
*
* @param {Invoice_Vat_FranchiseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_vat_franchise: ((inputs?: Invoice_Vat_FranchiseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Vat_FranchiseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Vat_FranchiseInputs = {};
