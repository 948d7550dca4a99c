/**
* | output |
* | --- |
* | "Welcome to the {academyName} newsletter" |
*
* @param {Email_Newsletter_Welcome_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_welcome_subject: ((inputs: Email_Newsletter_Welcome_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_Welcome_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_Welcome_SubjectInputs = {
    academyName: NonNullable<unknown>;
};
