/**
* | output |
* | --- |
* | "Please read and accept the terms of sale before paying." |
*
* @param {Consent_Terms_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_terms_required: ((inputs?: Consent_Terms_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consent_Terms_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consent_Terms_RequiredInputs = {};
