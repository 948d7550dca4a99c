/**
* | output |
* | --- |
* | "Thank you for creating an account. Please confirm your email address to be able to sign in:" |
*
* @param {Email_Verification_Intro_Before_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_verification_intro_before_link: ((inputs?: Email_Verification_Intro_Before_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Verification_Intro_Before_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Verification_Intro_Before_LinkInputs = {};
