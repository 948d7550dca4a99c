/**
* | output |
* | --- |
* | "Thank you! You will now receive our newsletter with workshop news, tips and resources. Every e-mail has a link to unsubscribe at any time." |
*
* @param {Newsletter_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirmed_text: ((inputs?: Newsletter_Confirmed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Confirmed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Confirmed_TextInputs = {};
