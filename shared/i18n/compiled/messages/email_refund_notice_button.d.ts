/**
* | output |
* | --- |
* | "Handle the request" |
*
* @param {Email_Refund_Notice_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_button: ((inputs?: Email_Refund_Notice_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Notice_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Notice_ButtonInputs = {};
