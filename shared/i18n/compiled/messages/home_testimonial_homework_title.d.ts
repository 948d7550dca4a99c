/**
* | output |
* | --- |
* | "Homework without the battles" |
*
* @param {Home_Testimonial_Homework_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_homework_title: ((inputs?: Home_Testimonial_Homework_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Homework_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Homework_TitleInputs = {};
