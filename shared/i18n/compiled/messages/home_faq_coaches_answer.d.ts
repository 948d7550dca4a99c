/**
* | output |
* | --- |
* | "Our workshops are led by a clinical psychologist and a teen life coach who have spent many years working with young people. You can read their profiles on th..." |
*
* @param {Home_Faq_Coaches_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_coaches_answer: ((inputs?: Home_Faq_Coaches_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Coaches_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Coaches_AnswerInputs = {};
