/**
* | output |
* | --- |
* | "How do I choose the right workshop?" |
*
* @param {Home_Faq_Choosing_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_choosing_question: ((inputs?: Home_Faq_Choosing_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Choosing_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Choosing_QuestionInputs = {};
