/**
* | output |
* | --- |
* | "Clinical Psychologist" |
*
* @param {Home_Coach_Claire_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_claire_title: ((inputs?: Home_Coach_Claire_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Coach_Claire_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Coach_Claire_TitleInputs = {};
