/**
* | output |
* | --- |
* | "How you heard about us" |
*
* @param {Privacy_What_Source_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_source_label: ((inputs?: Privacy_What_Source_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_What_Source_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_What_Source_LabelInputs = {};
