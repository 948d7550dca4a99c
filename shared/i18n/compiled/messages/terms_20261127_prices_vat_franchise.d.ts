/**
* | output |
* | --- |
* | "The academy does not charge VAT: {mention}." |
*
* @param {Terms_20261127_Prices_Vat_FranchiseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_prices_vat_franchise: ((inputs: Terms_20261127_Prices_Vat_FranchiseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Prices_Vat_FranchiseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Prices_Vat_FranchiseInputs = {
    mention: NonNullable<unknown>;
};
