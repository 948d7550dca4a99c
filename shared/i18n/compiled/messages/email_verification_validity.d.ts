/**
* | output |
* | --- |
* | "The link is valid for 24 hours. If you did not create this account, you can ignore this email." |
*
* @param {Email_Verification_ValidityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_verification_validity: ((inputs?: Email_Verification_ValidityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Verification_ValidityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Verification_ValidityInputs = {};
