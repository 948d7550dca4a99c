/**
* | output |
* | --- |
* | "After six weeks our daughter raised her hand in class for the first time in years. She still uses the 'brave steps' list on her wall." |
*
* @param {Home_Testimonial_Confidence_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_confidence_quote: ((inputs?: Home_Testimonial_Confidence_QuoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Confidence_QuoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Confidence_QuoteInputs = {};
