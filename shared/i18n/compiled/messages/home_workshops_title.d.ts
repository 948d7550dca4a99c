/**
* | output |
* | --- |
* | "Life skills, one small group at a time" |
*
* @param {Home_Workshops_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_workshops_title: ((inputs?: Home_Workshops_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Workshops_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Workshops_TitleInputs = {};
