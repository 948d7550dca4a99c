/**
* | output |
* | --- |
* | "You will sign in with it from now on." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_intro: ((inputs?: Auth_Reset_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_IntroInputs = {};
