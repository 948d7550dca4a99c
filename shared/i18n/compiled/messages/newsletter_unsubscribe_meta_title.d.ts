/**
* | output |
* | --- |
* | "Unsubscribe from the newsletter" |
*
* @param {Newsletter_Unsubscribe_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribe_meta_title: ((inputs?: Newsletter_Unsubscribe_Meta_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Unsubscribe_Meta_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Unsubscribe_Meta_TitleInputs = {};
