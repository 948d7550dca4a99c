/**
* | output |
* | --- |
* | "Unsubscribe:" |
*
* @param {Email_Newsletter_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_unsubscribe: ((inputs?: Email_Newsletter_UnsubscribeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_UnsubscribeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_UnsubscribeInputs = {};
