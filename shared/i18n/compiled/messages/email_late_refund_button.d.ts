/**
* | output |
* | --- |
* | "Join the waiting list" |
*
* @param {Email_Late_Refund_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_button: ((inputs?: Email_Late_Refund_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Late_Refund_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Late_Refund_ButtonInputs = {};
