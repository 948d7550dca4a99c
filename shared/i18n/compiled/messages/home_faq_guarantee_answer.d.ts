/**
* | output |
* | --- |
* | "You are never locked in, and the rules are the same for every family." |
*
* @param {Home_Faq_Guarantee_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_guarantee_answer: ((inputs?: Home_Faq_Guarantee_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Guarantee_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Guarantee_AnswerInputs = {};
