/**
* | output |
* | --- |
* | "Check your inbox to confirm." |
*
* @param {Newsletter_Success_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_success_detail: ((inputs?: Newsletter_Success_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Success_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Success_DetailInputs = {};
