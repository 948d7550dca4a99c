/**
* | output |
* | --- |
* | "You must agree to receive emails" |
*
* @param {Newsletter_Consent_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_consent_required: ((inputs?: Newsletter_Consent_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Consent_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Consent_RequiredInputs = {};
