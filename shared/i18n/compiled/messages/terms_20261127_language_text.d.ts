/**
* | output |
* | --- |
* | "These terms exist in English and in French, and the {link} is open to every family whatever language it books in. Where the two differ, the one more favourab..." |
*
* @param {Terms_20261127_Language_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_language_text: ((inputs: Terms_20261127_Language_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Language_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Language_TextInputs = {
    link: NonNullable<unknown>;
};
