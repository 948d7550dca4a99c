/**
* | output |
* | --- |
* | "Enter your email address and we will send you a link to choose a new password." |
*
* @param {Auth_Forgot_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_intro: ((inputs?: Auth_Forgot_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_IntroInputs = {};
