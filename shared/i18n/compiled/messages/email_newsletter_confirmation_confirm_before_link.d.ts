/**
* | output |
* | --- |
* | "Please confirm that this is your e-mail address by opening this link:" |
*
* @param {Email_Newsletter_Confirmation_Confirm_Before_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_confirm_before_link: ((inputs?: Email_Newsletter_Confirmation_Confirm_Before_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_Confirmation_Confirm_Before_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_Confirmation_Confirm_Before_LinkInputs = {};
