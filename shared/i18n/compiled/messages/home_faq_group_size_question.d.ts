/**
* | output |
* | --- |
* | "How big are the groups?" |
*
* @param {Home_Faq_Group_Size_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_group_size_question: ((inputs?: Home_Faq_Group_Size_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Group_Size_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Group_Size_QuestionInputs = {};
