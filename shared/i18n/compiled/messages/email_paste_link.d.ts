/**
* | output |
* | --- |
* | "Or paste this link into your browser:" |
*
* @param {Email_Paste_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_paste_link: ((inputs?: Email_Paste_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Paste_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Paste_LinkInputs = {};
