/**
* | output |
* | --- |
* | "You have been unsubscribed" |
*
* @param {Newsletter_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribed_title: ((inputs?: Newsletter_Unsubscribed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Unsubscribed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Unsubscribed_TitleInputs = {};
