/**
* | output |
* | --- |
* | "If our answer does not settle it, you may refer the dispute, free of charge, to our consumer mediator, {mediatorName}: {website}." |
*
* @param {Terms_20261127_Mediation_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_mediation_text: ((inputs: Terms_20261127_Mediation_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Mediation_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Mediation_TextInputs = {
    mediatorName: NonNullable<unknown>;
    website: NonNullable<unknown>;
};
