/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Email_Refund_Notice_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_no_reason: ((inputs?: Email_Refund_Notice_No_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Notice_No_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Notice_No_ReasonInputs = {};
