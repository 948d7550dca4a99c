/**
* | output |
* | --- |
* | "Prices are in euros, all taxes included. You pay the price shown on the workshop's page and in the summary before you pay, less any discount code you applied..." |
*
* @param {Terms_20261127_Prices_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_prices_text: ((inputs?: Terms_20261127_Prices_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Prices_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Prices_TextInputs = {};
