/**
* | output |
* | --- |
* | "Spends hours on screens" |
*
* @param {Home_Challenge_ScreensInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_screens: ((inputs?: Home_Challenge_ScreensInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_ScreensInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_ScreensInputs = {};
