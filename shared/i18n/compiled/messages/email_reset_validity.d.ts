/**
* | output |
* | --- |
* | "The link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same." |
*
* @param {Email_Reset_ValidityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reset_validity: ((inputs?: Email_Reset_ValidityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reset_ValidityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reset_ValidityInputs = {};
