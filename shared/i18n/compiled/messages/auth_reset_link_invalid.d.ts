/**
* | output |
* | --- |
* | "This password reset link is invalid or has expired. Please request a new one." |
*
* @param {Auth_Reset_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_link_invalid: ((inputs?: Auth_Reset_Link_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Link_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_Link_InvalidInputs = {};
