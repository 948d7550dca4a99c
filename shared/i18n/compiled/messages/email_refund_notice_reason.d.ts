/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Email_Refund_Notice_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_reason: ((inputs?: Email_Refund_Notice_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Notice_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Notice_ReasonInputs = {};
