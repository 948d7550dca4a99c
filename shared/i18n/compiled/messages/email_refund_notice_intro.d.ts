/**
* | output |
* | --- |
* | "A family that is not satisfied after the first session asks for a refund: it is yours to decide." |
*
* @param {Email_Refund_Notice_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_intro: ((inputs?: Email_Refund_Notice_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Notice_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Notice_IntroInputs = {};
