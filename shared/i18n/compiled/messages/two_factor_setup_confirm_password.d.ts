/**
* | output |
* | --- |
* | "Confirm your password to create your key." |
*
* @param {Two_Factor_Setup_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_confirm_password: ((inputs?: Two_Factor_Setup_Confirm_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_Confirm_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_Confirm_PasswordInputs = {};
