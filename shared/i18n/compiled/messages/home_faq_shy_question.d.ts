/**
* | output |
* | --- |
* | "My teen is shy. Will they feel comfortable?" |
*
* @param {Home_Faq_Shy_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_shy_question: ((inputs?: Home_Faq_Shy_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Shy_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Shy_QuestionInputs = {};
