/**
* | output |
* | --- |
* | "Between 3 and 6 weeks, depending on the topic, with one session per week. The duration and the number of sessions are shown on each workshop card." |
*
* @param {Home_Faq_Duration_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_duration_answer: ((inputs?: Home_Faq_Duration_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Duration_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Duration_AnswerInputs = {};
