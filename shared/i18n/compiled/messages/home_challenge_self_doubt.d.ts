/**
* | output |
* | --- |
* | "Doubts their own abilities" |
*
* @param {Home_Challenge_Self_DoubtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_self_doubt: ((inputs?: Home_Challenge_Self_DoubtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_Self_DoubtInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_Self_DoubtInputs = {};
