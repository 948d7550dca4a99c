/**
* | output |
* | --- |
* | "A price shown stays valid as long as the group has a free seat and has not started." |
*
* @param {Terms_20261127_Prices_ValidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_prices_valid: ((inputs?: Terms_20261127_Prices_ValidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Prices_ValidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Prices_ValidInputs = {};
