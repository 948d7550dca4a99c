/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Two_Factor_VerifyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_verify: ((inputs?: Two_Factor_VerifyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_VerifyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_VerifyInputs = {};
