/**
* | output |
* | --- |
* | "; it reaches your card within 5-10 business days." |
*
* @param {Email_Late_Refund_Refund_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_refund_after: ((inputs?: Email_Late_Refund_Refund_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Late_Refund_Refund_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Late_Refund_Refund_AfterInputs = {};
