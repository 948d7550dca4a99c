/**
* | output |
* | --- |
* | "Your sign-in has expired. Please sign in again." |
*
* @param {Auth_Two_Factor_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_expired: ((inputs?: Auth_Two_Factor_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_ExpiredInputs = {};
