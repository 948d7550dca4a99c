/**
* | output |
* | --- |
* | "is now full." |
*
* @param {Email_Late_Refund_Late_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_late_after: ((inputs?: Email_Late_Refund_Late_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Late_Refund_Late_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Late_Refund_Late_AfterInputs = {};
