/**
* | output |
* | --- |
* | "SIREN" |
*
* @param {Legal_SirenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_siren: ((inputs?: Legal_SirenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_SirenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_SirenInputs = {};
