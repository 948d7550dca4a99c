/**
* | output |
* | --- |
* | "Your teen's names, age and special requests" |
*
* @param {Privacy_Keep_Teen_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_teen_label: ((inputs?: Privacy_Keep_Teen_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_Teen_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_Teen_LabelInputs = {};
