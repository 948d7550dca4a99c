/**
* | output |
* | --- |
* | "Too many wrong codes. Please sign in again later." |
*
* @param {Auth_Two_Factor_LockedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_locked: ((inputs?: Auth_Two_Factor_LockedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_LockedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_LockedInputs = {};
