/**
* | output |
* | --- |
* | "She learned to name her feelings and calm down when things get overwhelming. The change in our home has been remarkable." |
*
* @param {Home_Testimonial_Emotions_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_emotions_quote: ((inputs?: Home_Testimonial_Emotions_QuoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Emotions_QuoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Emotions_QuoteInputs = {};
