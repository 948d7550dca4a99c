/**
* | output |
* | --- |
* | "Tools she uses every day" |
*
* @param {Home_Testimonial_Emotions_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_emotions_title: ((inputs?: Home_Testimonial_Emotions_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Emotions_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Emotions_TitleInputs = {};
