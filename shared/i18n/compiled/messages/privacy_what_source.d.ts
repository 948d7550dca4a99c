/**
* | output |
* | --- |
* | "{label}, if you say: to know which of our efforts work." |
*
* @param {Privacy_What_SourceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_source: ((inputs: Privacy_What_SourceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_What_SourceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_What_SourceInputs = {
    label: NonNullable<unknown>;
};
