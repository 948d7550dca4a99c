/**
* | output |
* | --- |
* | "Has no clear goals" |
*
* @param {Home_Challenge_GoalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_goals: ((inputs?: Home_Challenge_GoalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_GoalsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_GoalsInputs = {};
