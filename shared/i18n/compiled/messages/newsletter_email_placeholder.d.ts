/**
* | output |
* | --- |
* | "you@example.com" |
*
* @param {Newsletter_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_email_placeholder: ((inputs?: Newsletter_Email_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Email_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Email_PlaceholderInputs = {};
