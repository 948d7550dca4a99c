/**
* | output |
* | --- |
* | "about our workshops" |
*
* @param {Home_Workshops_Learn_More_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_learn_more_hidden: ((inputs?: Home_Workshops_Learn_More_HiddenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Workshops_Learn_More_HiddenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Workshops_Learn_More_HiddenInputs = {};
