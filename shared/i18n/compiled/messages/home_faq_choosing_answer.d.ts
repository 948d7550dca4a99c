/**
* | output |
* | --- |
* | "Book a free 30-minute call with one of our coaches. We will listen to what your teen is going through and recommend the workshop that fits best, with no obli..." |
*
* @param {Home_Faq_Choosing_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_choosing_answer: ((inputs?: Home_Faq_Choosing_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Choosing_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Choosing_AnswerInputs = {};
