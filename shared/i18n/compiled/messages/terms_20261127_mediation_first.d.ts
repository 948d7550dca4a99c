/**
* | output |
* | --- |
* | "If something goes wrong, write to us first at {email}: most problems are solved that way." |
*
* @param {Terms_20261127_Mediation_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_mediation_first: ((inputs: Terms_20261127_Mediation_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Mediation_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Mediation_FirstInputs = {
    email: NonNullable<unknown>;
};
