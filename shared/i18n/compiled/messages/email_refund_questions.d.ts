/**
* | output |
* | --- |
* | "Any question? Contact us at {contactEmail}." |
*
* @param {Email_Refund_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_questions: ((inputs: Email_Refund_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_QuestionsInputs = {
    contactEmail: NonNullable<unknown>;
};
