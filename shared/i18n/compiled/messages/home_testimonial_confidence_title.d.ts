/**
* | output |
* | --- |
* | "More confident at school" |
*
* @param {Home_Testimonial_Confidence_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_confidence_title: ((inputs?: Home_Testimonial_Confidence_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Confidence_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Confidence_TitleInputs = {};
