/**
* | output |
* | --- |
* | "The back-office asks administrators for a second factor: a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password..." |
*
* @param {Two_Factor_Setup_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_intro: ((inputs: Two_Factor_Setup_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Two_Factor_Setup_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Two_Factor_Setup_IntroInputs = {
    email: NonNullable<unknown>;
};
