/**
* | output |
* | --- |
* | "What if the workshop is not right for my teen?" |
*
* @param {Home_Faq_Guarantee_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_guarantee_question: ((inputs?: Home_Faq_Guarantee_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Guarantee_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Guarantee_QuestionInputs = {};
