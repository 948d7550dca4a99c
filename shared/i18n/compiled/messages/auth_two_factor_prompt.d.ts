/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app, or one of your backup codes." |
*
* @param {Auth_Two_Factor_PromptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_prompt: ((inputs?: Auth_Two_Factor_PromptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_PromptInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_PromptInputs = {};
