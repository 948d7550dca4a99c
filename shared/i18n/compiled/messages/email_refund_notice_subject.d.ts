/**
* | output |
* | --- |
* | "Refund request: {workshopTitle} ({reference})" |
*
* @param {Email_Refund_Notice_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_subject: ((inputs: Email_Refund_Notice_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Notice_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Notice_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
