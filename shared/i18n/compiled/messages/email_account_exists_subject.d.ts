/**
* | output |
* | --- |
* | "You already have a {academyName} account" |
*
* @param {Email_Account_Exists_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_account_exists_subject: ((inputs: Email_Account_Exists_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Account_Exists_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Account_Exists_SubjectInputs = {
    academyName: NonNullable<unknown>;
};
