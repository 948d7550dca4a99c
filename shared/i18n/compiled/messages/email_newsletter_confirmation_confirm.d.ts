/**
* | output |
* | --- |
* | "Please confirm that this is your e-mail address:" |
*
* @param {Email_Newsletter_Confirmation_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_confirm: ((inputs?: Email_Newsletter_Confirmation_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_Confirmation_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_Confirmation_ConfirmInputs = {};
