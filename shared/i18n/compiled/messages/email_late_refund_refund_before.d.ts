/**
* | output |
* | --- |
* | "We have refunded the full amount of" |
*
* @param {Email_Late_Refund_Refund_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_refund_before: ((inputs?: Email_Late_Refund_Refund_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Late_Refund_Refund_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Late_Refund_Refund_BeforeInputs = {};
