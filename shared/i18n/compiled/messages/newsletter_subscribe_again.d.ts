/**
* | output |
* | --- |
* | "Subscribe again" |
*
* @param {Newsletter_Subscribe_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_subscribe_again: ((inputs?: Newsletter_Subscribe_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Subscribe_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Subscribe_AgainInputs = {};
