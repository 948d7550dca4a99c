/**
* | output |
* | --- |
* | "We are sorry for the trouble. Questions? Write to {contactEmail}." |
*
* @param {Email_Late_Refund_Sorry_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_sorry_questions: ((inputs: Email_Late_Refund_Sorry_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Late_Refund_Sorry_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Late_Refund_Sorry_QuestionsInputs = {
    contactEmail: NonNullable<unknown>;
};
