/**
* | output |
* | --- |
* | "These terms and every booking are governed by French law. They take away none of the protection that the mandatory rules of your country of residence give yo..." |
*
* @param {Terms_20261127_Law_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_law_text: ((inputs?: Terms_20261127_Law_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Law_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Law_TextInputs = {};
