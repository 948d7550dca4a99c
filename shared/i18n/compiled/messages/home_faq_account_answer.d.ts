/**
* | output |
* | --- |
* | "No. Parents and guardians can choose a workshop, register their teen and pay by card without creating an account. You receive a confirmation e-mail straight ..." |
*
* @param {Home_Faq_Account_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_account_answer: ((inputs?: Home_Faq_Account_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Faq_Account_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Faq_Account_AnswerInputs = {};
