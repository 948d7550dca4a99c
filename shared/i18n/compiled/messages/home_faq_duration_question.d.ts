/**
* | output |
* | --- |
* | "How long does a workshop last?" |
*
* @param {Home_Faq_Duration_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_duration_question: ((inputs?: Home_Faq_Duration_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Duration_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Duration_QuestionInputs = {};
