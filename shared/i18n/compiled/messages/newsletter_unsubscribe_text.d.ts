/**
* | output |
* | --- |
* | "You will stop receiving news about workshops, tips and resources. You can subscribe again at any time." |
*
* @param {Newsletter_Unsubscribe_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribe_text: ((inputs?: Newsletter_Unsubscribe_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Unsubscribe_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Unsubscribe_TextInputs = {};
