/**
* | output |
* | --- |
* | "Parent of a 14-year-old" |
*
* @param {Home_Testimonial_Emotions_Parent_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_emotions_parent_of: ((inputs?: Home_Testimonial_Emotions_Parent_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Emotions_Parent_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Emotions_Parent_OfInputs = {};
