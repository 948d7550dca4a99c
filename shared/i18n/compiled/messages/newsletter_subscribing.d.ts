/**
* | output |
* | --- |
* | "Subscribing..." |
*
* @param {Newsletter_SubscribingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_subscribing: ((inputs?: Newsletter_SubscribingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_SubscribingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_SubscribingInputs = {};
