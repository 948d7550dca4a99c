/**
* | output |
* | --- |
* | "We are sorry for the trouble." |
*
* @param {Email_Late_Refund_SorryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_sorry: ((inputs?: Email_Late_Refund_SorryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Late_Refund_SorryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Late_Refund_SorryInputs = {};
