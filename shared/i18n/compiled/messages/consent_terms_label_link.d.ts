/**
* | output |
* | --- |
* | "terms of sale" |
*
* @param {Consent_Terms_Label_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_terms_label_link: ((inputs?: Consent_Terms_Label_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consent_Terms_Label_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consent_Terms_Label_LinkInputs = {};
