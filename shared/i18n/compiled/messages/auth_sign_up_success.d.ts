/**
* | output |
* | --- |
* | "Account created! Check your email to confirm your address, then sign in." |
*
* @param {Auth_Sign_Up_SuccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_success: ((inputs?: Auth_Sign_Up_SuccessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_SuccessInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_Up_SuccessInputs = {};
