/**
* | output |
* | --- |
* | "Many of our participants are shy at first. Coaches start every group with gentle, low-pressure activities, nobody is forced to speak, and the small group siz..." |
*
* @param {Home_Faq_Shy_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_shy_answer: ((inputs?: Home_Faq_Shy_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Shy_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Shy_AnswerInputs = {};
