/**
* | output |
* | --- |
* | "Turn on two-factor authentication" |
*
* @param {Two_Factor_Setup_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_turn_on: ((inputs?: Two_Factor_Setup_Turn_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_Turn_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_Turn_OnInputs = {};
