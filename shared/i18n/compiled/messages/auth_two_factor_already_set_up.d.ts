/**
* | output |
* | --- |
* | "Two-factor authentication is already set up for this account." |
*
* @param {Auth_Two_Factor_Already_Set_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_already_set_up: ((inputs?: Auth_Two_Factor_Already_Set_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_Already_Set_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_Already_Set_UpInputs = {};
