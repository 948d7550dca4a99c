/**
* | output |
* | --- |
* | "Signing In..." |
*
* @param {Auth_Signing_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signing_in: ((inputs?: Auth_Signing_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signing_InInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Signing_InInputs = {};
