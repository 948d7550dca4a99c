/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Two_Factor_VerifyingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_verifying: ((inputs?: Two_Factor_VerifyingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_VerifyingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_VerifyingInputs = {};
