/**
* | output |
* | --- |
* | "Unsubscribing..." |
*
* @param {Newsletter_UnsubscribingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribing: ((inputs?: Newsletter_UnsubscribingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_UnsubscribingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_UnsubscribingInputs = {};
