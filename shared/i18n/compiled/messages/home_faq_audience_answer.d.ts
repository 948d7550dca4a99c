/**
* | output |
* | --- |
* | "Our workshops are designed for young people aged 10 to 16. Most workshops welcome the whole range; Productivity Mastery and Healthy Habits are for ages 12 to..." |
*
* @param {Home_Faq_Audience_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_audience_answer: ((inputs?: Home_Faq_Audience_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Audience_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Audience_AnswerInputs = {};
