/**
* | output |
* | --- |
* | "You are signed in as {email}." |
*
* @param {Auth_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_as: ((inputs: Auth_Signed_In_AsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signed_In_AsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Signed_In_AsInputs = {
    email: NonNullable<unknown>;
};
