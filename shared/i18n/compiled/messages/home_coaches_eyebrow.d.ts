/**
* | output |
* | --- |
* | "Your coaches" |
*
* @param {Home_Coaches_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coaches_eyebrow: ((inputs?: Home_Coaches_EyebrowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Coaches_EyebrowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Coaches_EyebrowInputs = {};
