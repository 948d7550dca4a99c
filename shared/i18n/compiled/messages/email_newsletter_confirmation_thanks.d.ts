/**
* | output |
* | --- |
* | "Thank you for signing up for the {academyName} newsletter: workshop news, practical tips and resources for parents of teens." |
*
* @param {Email_Newsletter_Confirmation_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_thanks: ((inputs: Email_Newsletter_Confirmation_ThanksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_Confirmation_ThanksInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_Confirmation_ThanksInputs = {
    academyName: NonNullable<unknown>;
};
