/**
* | output |
* | --- |
* | "The request is too large." |
*
* @param {Error_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_too_large: ((inputs?: Error_Too_LargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Too_LargeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Too_LargeInputs = {};
