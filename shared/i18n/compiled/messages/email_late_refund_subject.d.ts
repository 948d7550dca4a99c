/**
* | output |
* | --- |
* | "Refund: {workshopTitle} is full" |
*
* @param {Email_Late_Refund_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_subject: ((inputs: Email_Late_Refund_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Late_Refund_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Late_Refund_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
};
