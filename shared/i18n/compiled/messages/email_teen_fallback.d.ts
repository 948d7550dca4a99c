/**
* | output |
* | --- |
* | "Your teen" |
*
* @param {Email_Teen_FallbackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_teen_fallback: ((inputs?: Email_Teen_FallbackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Teen_FallbackInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Teen_FallbackInputs = {};
