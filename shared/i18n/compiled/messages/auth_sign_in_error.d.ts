/**
* | output |
* | --- |
* | "Sign in error: {message}" |
*
* @param {Auth_Sign_In_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_error: ((inputs: Auth_Sign_In_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_In_ErrorInputs = {
    message: NonNullable<unknown>;
};
