/**
* | output |
* | --- |
* | "Your subscription is confirmed. You will receive news about upcoming workshops, practical tips and resources to help your teen grow in confidence, focus and ..." |
*
* @param {Email_Newsletter_Welcome_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_welcome_confirmed: ((inputs?: Email_Newsletter_Welcome_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Newsletter_Welcome_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Newsletter_Welcome_ConfirmedInputs = {};
