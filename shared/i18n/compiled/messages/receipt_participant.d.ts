/**
* | output |
* | --- |
* | "Participant" |
*
* @param {Receipt_ParticipantInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_participant: ((inputs?: Receipt_ParticipantInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_ParticipantInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_ParticipantInputs = {};
