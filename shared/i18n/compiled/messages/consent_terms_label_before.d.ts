/**
* | output |
* | --- |
* | "I have read and accept the" |
*
* @param {Consent_Terms_Label_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const consent_terms_label_before: ((inputs?: Consent_Terms_Label_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consent_Terms_Label_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consent_Terms_Label_BeforeInputs = {};
