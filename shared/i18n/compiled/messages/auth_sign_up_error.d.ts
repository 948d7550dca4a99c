/**
* | output |
* | --- |
* | "Error creating account" |
*
* @param {Auth_Sign_Up_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_error: ((inputs?: Auth_Sign_Up_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_Up_ErrorInputs = {};
