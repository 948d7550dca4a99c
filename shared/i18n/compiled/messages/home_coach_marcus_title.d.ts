/**
* | output |
* | --- |
* | "Teen Life Coach" |
*
* @param {Home_Coach_Marcus_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_marcus_title: ((inputs?: Home_Coach_Marcus_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Coach_Marcus_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Coach_Marcus_TitleInputs = {};
