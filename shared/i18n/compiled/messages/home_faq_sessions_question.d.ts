/**
* | output |
* | --- |
* | "How do the online sessions work?" |
*
* @param {Home_Faq_Sessions_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_sessions_question: ((inputs?: Home_Faq_Sessions_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Sessions_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Sessions_QuestionInputs = {};
