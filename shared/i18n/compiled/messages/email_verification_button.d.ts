/**
* | output |
* | --- |
* | "Confirm my email" |
*
* @param {Email_Verification_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_verification_button: ((inputs?: Email_Verification_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Verification_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Verification_ButtonInputs = {};
