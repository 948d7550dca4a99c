/**
* | output |
* | --- |
* | "Your payment reached us after the seat we were holding for you had been released, and" |
*
* @param {Email_Late_Refund_Late_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_late_before: ((inputs?: Email_Late_Refund_Late_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Late_Refund_Late_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Late_Refund_Late_BeforeInputs = {};
