/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Auth_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up: ((inputs?: Auth_Sign_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_UpInputs = {};
