/**
* | output |
* | --- |
* | "Error sending password reset email" |
*
* @param {Auth_Reset_Email_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_email_error: ((inputs?: Auth_Reset_Email_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Email_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_Email_ErrorInputs = {};
