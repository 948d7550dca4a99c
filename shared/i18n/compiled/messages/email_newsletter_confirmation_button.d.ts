/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Email_Newsletter_Confirmation_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_button: ((inputs?: Email_Newsletter_Confirmation_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_Confirmation_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_Confirmation_ButtonInputs = {};
