/**
* | output |
* | --- |
* | "A computer or tablet with a camera and microphone, a stable internet connection and a quiet place where they can talk freely. No other materials are needed." |
*
* @param {Home_Faq_Equipment_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_equipment_answer: ((inputs?: Home_Faq_Equipment_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Equipment_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Equipment_AnswerInputs = {};
