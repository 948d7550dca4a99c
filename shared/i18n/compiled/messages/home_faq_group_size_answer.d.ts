/**
* | output |
* | --- |
* | "Every group has 4 to 6 teens. Small groups mean every participant is heard, gets personal attention from the coach and can practise in a safe, friendly setting." |
*
* @param {Home_Faq_Group_Size_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_group_size_answer: ((inputs?: Home_Faq_Group_Size_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Group_Size_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Group_Size_AnswerInputs = {};
