/**
* | output |
* | --- |
* | "Lacks motivation" |
*
* @param {Home_Challenge_MotivationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_motivation: ((inputs?: Home_Challenge_MotivationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_MotivationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_MotivationInputs = {};
