/**
* | output |
* | --- |
* | "Someone tried to create an account with this email address, which already has one. If it was you, sign in instead; if you forgot your password, use \"Forgot y..." |
*
* @param {Email_Account_Exists_Intro_Before_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_account_exists_intro_before_link: ((inputs?: Email_Account_Exists_Intro_Before_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Account_Exists_Intro_Before_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Account_Exists_Intro_Before_LinkInputs = {};
