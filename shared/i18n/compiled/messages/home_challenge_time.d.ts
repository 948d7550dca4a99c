/**
* | output |
* | --- |
* | "Can't organise their time" |
*
* @param {Home_Challenge_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_time: ((inputs?: Home_Challenge_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_TimeInputs = {};
