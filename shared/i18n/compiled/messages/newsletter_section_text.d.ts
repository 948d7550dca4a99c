/**
* | output |
* | --- |
* | "Join our newsletter for practical ideas you can try at home, new workshop dates before anyone else, and free resources from our coaches. About twice a month,..." |
*
* @param {Newsletter_Section_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_section_text: ((inputs?: Newsletter_Section_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Section_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Section_TextInputs = {};
