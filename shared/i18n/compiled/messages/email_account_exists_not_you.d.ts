/**
* | output |
* | --- |
* | "If it was not you, you can ignore this email: nothing was changed." |
*
* @param {Email_Account_Exists_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_account_exists_not_you: ((inputs?: Email_Account_Exists_Not_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Account_Exists_Not_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Account_Exists_Not_YouInputs = {};
