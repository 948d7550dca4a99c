/**
* | output |
* | --- |
* | "Password reset email sent! Check your inbox." |
*
* @param {Auth_Reset_Email_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_email_sent: ((inputs?: Auth_Reset_Email_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Email_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_Email_SentInputs = {};
