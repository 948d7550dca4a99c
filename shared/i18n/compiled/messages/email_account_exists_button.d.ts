/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Email_Account_Exists_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_account_exists_button: ((inputs?: Email_Account_Exists_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Account_Exists_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Account_Exists_ButtonInputs = {};
