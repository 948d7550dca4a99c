/**
* | output |
* | --- |
* | "Our son is quite shy, but the small group made him feel comfortable right away. He looked forward to every session." |
*
* @param {Home_Testimonial_Shy_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_shy_quote: ((inputs?: Home_Testimonial_Shy_QuoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Shy_QuoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Shy_QuoteInputs = {};
