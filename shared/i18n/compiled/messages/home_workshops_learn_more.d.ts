/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Home_Workshops_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_learn_more: ((inputs?: Home_Workshops_Learn_MoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Workshops_Learn_MoreInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Workshops_Learn_MoreInputs = {};
