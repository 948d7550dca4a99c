/**
* | output |
* | --- |
* | "Creating your key..." |
*
* @param {Two_Factor_Setup_Creating_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_creating_key: ((inputs?: Two_Factor_Setup_Creating_KeyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_Creating_KeyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_Creating_KeyInputs = {};
