/**
* | output |
* | --- |
* | "The site is briefly unavailable. Please try again in a minute." |
*
* @param {Error_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_unavailable: ((inputs?: Error_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_UnavailableInputs = {};
