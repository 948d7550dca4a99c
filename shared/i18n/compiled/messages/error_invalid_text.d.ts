/**
* | output |
* | --- |
* | "This request contains characters that cannot be accepted (a null character or text that is not UTF-8). Please check what was typed and try again." |
*
* @param {Error_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_invalid_text: ((inputs?: Error_Invalid_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Invalid_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Invalid_TextInputs = {};
