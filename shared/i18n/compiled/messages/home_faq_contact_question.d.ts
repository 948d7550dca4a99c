/**
* | output |
* | --- |
* | "How can I contact you, and how quickly do you reply?" |
*
* @param {Home_Faq_Contact_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_contact_question: ((inputs?: Home_Faq_Contact_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Contact_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Contact_QuestionInputs = {};
