/**
* | output |
* | --- |
* | "What does my teen need to take part?" |
*
* @param {Home_Faq_Equipment_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_equipment_question: ((inputs?: Home_Faq_Equipment_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Equipment_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Equipment_QuestionInputs = {};
