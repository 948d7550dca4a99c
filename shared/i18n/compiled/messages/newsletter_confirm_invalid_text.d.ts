/**
* | output |
* | --- |
* | "The link may be incomplete, or belong to a subscription that was cancelled. You can sign up again on our home page." |
*
* @param {Newsletter_Confirm_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_invalid_text: ((inputs?: Newsletter_Confirm_Invalid_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Confirm_Invalid_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Confirm_Invalid_TextInputs = {};
