/**
* | output |
* | --- |
* | "Error setting up two-factor authentication. Please try again." |
*
* @param {Auth_Two_Factor_Setup_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_setup_error: ((inputs?: Auth_Two_Factor_Setup_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_Setup_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_Setup_ErrorInputs = {};
