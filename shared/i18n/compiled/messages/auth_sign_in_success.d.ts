/**
* | output |
* | --- |
* | "Signed in successfully! Redirecting..." |
*
* @param {Auth_Sign_In_SuccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_success: ((inputs?: Auth_Sign_In_SuccessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_SuccessInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_In_SuccessInputs = {};
