/**
* | output |
* | --- |
* | "Gives up when things get hard" |
*
* @param {Home_Challenge_Gives_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_gives_up: ((inputs?: Home_Challenge_Gives_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_Gives_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_Gives_UpInputs = {};
