/**
* | output |
* | --- |
* | "Why group coaching" |
*
* @param {Home_Benefits_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefits_eyebrow: ((inputs?: Home_Benefits_EyebrowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Benefits_EyebrowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Benefits_EyebrowInputs = {};
