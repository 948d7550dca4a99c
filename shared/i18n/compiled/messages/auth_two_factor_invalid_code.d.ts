/**
* | output |
* | --- |
* | "Invalid code. Please try again." |
*
* @param {Auth_Two_Factor_Invalid_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_invalid_code: ((inputs?: Auth_Two_Factor_Invalid_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_Invalid_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_Invalid_CodeInputs = {};
