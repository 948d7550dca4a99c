/**
* | output |
* | --- |
* | "Password must be at most 128 characters" |
*
* @param {Auth_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_too_long: ((inputs?: Auth_Password_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_Too_LongInputs = {};
