/**
* | output |
* | --- |
* | "This confirmation link is not valid" |
*
* @param {Newsletter_Confirm_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_invalid_title: ((inputs?: Newsletter_Confirm_Invalid_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Confirm_Invalid_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Confirm_Invalid_TitleInputs = {};
