/**
* | output |
* | --- |
* | "You are not alone, and neither is your child. These are skills that can be learned, and learning them together makes all the difference." |
*
* @param {Home_Challenges_ClosingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenges_closing: ((inputs?: Home_Challenges_ClosingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenges_ClosingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenges_ClosingInputs = {};
