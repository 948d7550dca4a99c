/**
* | output |
* | --- |
* | "When will we receive the video link?" |
*
* @param {Home_Faq_Video_Link_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_video_link_question: ((inputs?: Home_Faq_Video_Link_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Video_Link_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Video_Link_QuestionInputs = {};
