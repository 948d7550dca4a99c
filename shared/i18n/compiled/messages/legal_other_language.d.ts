/**
* | output |
* | --- |
* | "Version française" |
*
* @param {Legal_Other_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_other_language: ((inputs?: Legal_Other_LanguageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Other_LanguageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Other_LanguageInputs = {};
