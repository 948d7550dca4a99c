/**
* | output |
* | --- |
* | "Prices include VAT at {rate}%." |
*
* @param {Terms_20261127_Prices_Vat_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_prices_vat_rate: ((inputs: Terms_20261127_Prices_Vat_RateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Prices_Vat_RateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Prices_Vat_RateInputs = {
    rate: NonNullable<unknown>;
};
