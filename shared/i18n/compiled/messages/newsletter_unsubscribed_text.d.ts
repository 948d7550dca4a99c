/**
* | output |
* | --- |
* | "You will not receive our newsletter any more. Changed your mind? You can subscribe again at any time." |
*
* @param {Newsletter_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribed_text: ((inputs?: Newsletter_Unsubscribed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Unsubscribed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Unsubscribed_TextInputs = {};
