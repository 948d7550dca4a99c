/**
* | output |
* | --- |
* | "Avoids speaking up" |
*
* @param {Home_Challenge_Speaking_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_speaking_up: ((inputs?: Home_Challenge_Speaking_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_Speaking_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_Speaking_UpInputs = {};
