/**
* | output |
* | --- |
* | "Your teen's first and last name and age" |
*
* @param {Privacy_What_Names_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_names_label: ((inputs?: Privacy_What_Names_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_What_Names_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_What_Names_LabelInputs = {};
