/**
* | output |
* | --- |
* | "Confirm your newsletter subscription" |
*
* @param {Newsletter_Confirm_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_meta_title: ((inputs?: Newsletter_Confirm_Meta_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Confirm_Meta_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Confirm_Meta_TitleInputs = {};
