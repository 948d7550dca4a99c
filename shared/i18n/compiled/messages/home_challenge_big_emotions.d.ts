/**
* | output |
* | --- |
* | "Struggles with big emotions" |
*
* @param {Home_Challenge_Big_EmotionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_big_emotions: ((inputs?: Home_Challenge_Big_EmotionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_Big_EmotionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_Big_EmotionsInputs = {};
