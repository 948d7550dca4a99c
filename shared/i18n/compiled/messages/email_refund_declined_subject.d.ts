/**
* | output |
* | --- |
* | "Your refund request for {workshopTitle} ({reference})" |
*
* @param {Email_Refund_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_declined_subject: ((inputs: Email_Refund_Declined_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Declined_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Declined_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
