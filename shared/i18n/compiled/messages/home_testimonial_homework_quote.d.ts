/**
* | output |
* | --- |
* | "The productivity workshop gave our son a weekly plan he actually follows. Evenings at home are so much calmer now." |
*
* @param {Home_Testimonial_Homework_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_homework_quote: ((inputs?: Home_Testimonial_Homework_QuoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Homework_QuoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Homework_QuoteInputs = {};
