/**
* | output |
* | --- |
* | "The social skills workshop helped him start conversations and keep them going. He has made two good friends this term." |
*
* @param {Home_Testimonial_Friends_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_friends_quote: ((inputs?: Home_Testimonial_Friends_QuoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Friends_QuoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Friends_QuoteInputs = {};
