/**
* | output |
* | --- |
* | "Sessions are live video calls led by one of our coaches. Teens learn through storytelling, discussion and practical exercises they can use the same day. Sess..." |
*
* @param {Home_Faq_Sessions_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_sessions_answer: ((inputs?: Home_Faq_Sessions_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Sessions_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Sessions_AnswerInputs = {};
