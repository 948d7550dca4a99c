/**
* | output |
* | --- |
* | "Amount asked for" |
*
* @param {Email_Refund_Notice_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_amount: ((inputs?: Email_Refund_Notice_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Notice_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Notice_AmountInputs = {};
