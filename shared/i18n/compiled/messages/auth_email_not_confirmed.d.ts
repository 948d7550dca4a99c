/**
* | output |
* | --- |
* | "Please confirm your email before signing in. Check your inbox." |
*
* @param {Auth_Email_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email_not_confirmed: ((inputs?: Auth_Email_Not_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_Not_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Email_Not_ConfirmedInputs = {};
