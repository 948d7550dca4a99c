/**
* | output |
* | --- |
* | "Questions? Write to {contactEmail}; we answer within 24 hours." |
*
* @param {Receipt_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_questions: ((inputs: Receipt_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_QuestionsInputs = {
    contactEmail: NonNullable<unknown>;
};
