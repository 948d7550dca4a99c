/**
* | output |
* | --- |
* | "I agree to receive emails about workshops, tips, and resources. You can unsubscribe at any time." |
*
* @param {Newsletter_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_consent: ((inputs?: Newsletter_ConsentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_ConsentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_ConsentInputs = {};
