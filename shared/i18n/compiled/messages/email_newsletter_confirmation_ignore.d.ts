/**
* | output |
* | --- |
* | "If you did not sign up, ignore this message: you will not hear from us again." |
*
* @param {Email_Newsletter_Confirmation_IgnoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_ignore: ((inputs?: Email_Newsletter_Confirmation_IgnoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_Confirmation_IgnoreInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_Confirmation_IgnoreInputs = {};
