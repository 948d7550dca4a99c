/**
* | output |
* | --- |
* | "For the first time she set her own goals and broke them into small steps. Watching her follow through has been wonderful." |
*
* @param {Home_Testimonial_Goals_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_goals_quote: ((inputs?: Home_Testimonial_Goals_QuoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Goals_QuoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Goals_QuoteInputs = {};
