/**
* | output |
* | --- |
* | "{position} of {total}" |
*
* @param {Home_Testimonials_SlideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_slide: ((inputs: Home_Testimonials_SlideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonials_SlideInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonials_SlideInputs = {
    position: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
