/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Auth_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_password: ((inputs?: Auth_Confirm_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Confirm_PasswordInputs = {};
