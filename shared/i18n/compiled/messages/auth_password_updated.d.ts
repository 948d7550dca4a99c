/**
* | output |
* | --- |
* | "Your password has been updated. You can now sign in." |
*
* @param {Auth_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_updated: ((inputs?: Auth_Password_UpdatedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_UpdatedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_UpdatedInputs = {};
