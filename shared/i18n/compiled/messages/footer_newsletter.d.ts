/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Footer_NewsletterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_newsletter: ((inputs?: Footer_NewsletterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_NewsletterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_NewsletterInputs = {};
