/**
* | output |
* | --- |
* | "The link may be incomplete. Please use the link from one of our e-mails, or write to us and we will remove your address." |
*
* @param {Newsletter_Unsubscribe_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribe_invalid_text: ((inputs?: Newsletter_Unsubscribe_Invalid_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Unsubscribe_Invalid_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Unsubscribe_Invalid_TextInputs = {};
