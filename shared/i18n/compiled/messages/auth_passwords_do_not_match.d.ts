/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Auth_Passwords_Do_Not_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_passwords_do_not_match: ((inputs?: Auth_Passwords_Do_Not_MatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Passwords_Do_Not_MatchInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Passwords_Do_Not_MatchInputs = {};
