/**
* | output |
* | --- |
* | "Sign in with your email and password and we will send you a new link." |
*
* @param {Home_Email_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_expired_text: ((inputs?: Home_Email_Expired_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Email_Expired_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Email_Expired_TextInputs = {};
