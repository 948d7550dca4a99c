/**
* | output |
* | --- |
* | "See our workshops" |
*
* @param {Email_Newsletter_Welcome_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_welcome_button: ((inputs?: Email_Newsletter_Welcome_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_Welcome_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_Welcome_ButtonInputs = {};
