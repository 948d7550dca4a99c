/**
* | output |
* | --- |
* | "Write to us at any time by e-mail. Our support team responds within 24-48 hours, usually sooner." |
*
* @param {Home_Faq_Contact_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_contact_answer: ((inputs?: Home_Faq_Contact_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Contact_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Contact_AnswerInputs = {};
