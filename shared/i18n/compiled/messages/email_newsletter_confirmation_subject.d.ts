/**
* | output |
* | --- |
* | "Please confirm your subscription to the {academyName} newsletter" |
*
* @param {Email_Newsletter_Confirmation_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_subject: ((inputs: Email_Newsletter_Confirmation_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_Confirmation_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_Confirmation_SubjectInputs = {
    academyName: NonNullable<unknown>;
};
