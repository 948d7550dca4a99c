/**
* | output |
* | --- |
* | "Error updating your password. Please try again." |
*
* @param {Auth_Password_Update_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_update_error: ((inputs?: Auth_Password_Update_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_Update_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_Update_ErrorInputs = {};
