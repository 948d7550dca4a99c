/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Home_Testimonials_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_previous: ((inputs?: Home_Testimonials_PreviousInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonials_PreviousInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonials_PreviousInputs = {};
