/**
* | output |
* | --- |
* | "Update Password" |
*
* @param {Auth_Update_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_update_password: ((inputs?: Auth_Update_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Update_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Update_PasswordInputs = {};
