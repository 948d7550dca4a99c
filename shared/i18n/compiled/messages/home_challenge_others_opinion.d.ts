/**
* | output |
* | --- |
* | "Worries about what others think" |
*
* @param {Home_Challenge_Others_OpinionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_others_opinion: ((inputs?: Home_Challenge_Others_OpinionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_Others_OpinionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_Others_OpinionInputs = {};
