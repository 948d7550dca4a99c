/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Email_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_unsubscribe: ((inputs?: Email_UnsubscribeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_UnsubscribeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_UnsubscribeInputs = {};
