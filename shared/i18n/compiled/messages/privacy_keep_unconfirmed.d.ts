/**
* | output |
* | --- |
* | "{label}: deleted after 30 days." |
*
* @param {Privacy_Keep_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_unconfirmed: ((inputs: Privacy_Keep_UnconfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_UnconfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_UnconfirmedInputs = {
    label: NonNullable<unknown>;
};
