/**
* | output |
* | --- |
* | "Goals that stick" |
*
* @param {Home_Testimonial_Goals_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonial_goals_title: ((inputs?: Home_Testimonial_Goals_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonial_Goals_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonial_Goals_TitleInputs = {};
