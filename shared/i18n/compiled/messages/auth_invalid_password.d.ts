/**
* | output |
* | --- |
* | "Wrong password. Please try again." |
*
* @param {Auth_Invalid_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_password: ((inputs?: Auth_Invalid_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invalid_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Invalid_PasswordInputs = {};
