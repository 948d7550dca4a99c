/**
* | output |
* | --- |
* | "Password must be at least 8 characters" |
*
* @param {Auth_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_too_short: ((inputs?: Auth_Password_Too_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_Too_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_Too_ShortInputs = {};
