/**
* | output |
* | --- |
* | "Someone asked to reset the password of your account. Choose a new password with this link:" |
*
* @param {Email_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reset_intro: ((inputs?: Email_Reset_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reset_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reset_IntroInputs = {};
