/**
* | output |
* | --- |
* | "Every workshop comes with a 7-day money-back guarantee. If you are not satisfied, contact us within 7 days and we will refund you in full." |
*
* @param {Home_Faq_Guarantee_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_guarantee_answer: ((inputs?: Home_Faq_Guarantee_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Guarantee_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Guarantee_AnswerInputs = {};
