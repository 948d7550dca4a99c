/**
* | output |
* | --- |
* | "We e-mail the video link to the parent's address 24 hours before the first session, together with a short checklist to help your teen get ready." |
*
* @param {Home_Faq_Video_Link_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_video_link_answer: ((inputs?: Home_Faq_Video_Link_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Video_Link_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Video_Link_AnswerInputs = {};
