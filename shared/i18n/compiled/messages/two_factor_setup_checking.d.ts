/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Two_Factor_Setup_CheckingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_checking: ((inputs?: Two_Factor_Setup_CheckingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_CheckingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_CheckingInputs = {};
