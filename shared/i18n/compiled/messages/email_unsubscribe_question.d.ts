/**
* | output |
* | --- |
* | "Don't want these e-mails?" |
*
* @param {Email_Unsubscribe_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_unsubscribe_question: ((inputs?: Email_Unsubscribe_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Unsubscribe_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Unsubscribe_QuestionInputs = {};
