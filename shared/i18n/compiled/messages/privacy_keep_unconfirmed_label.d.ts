/**
* | output |
* | --- |
* | "A newsletter sign-up you never confirmed" |
*
* @param {Privacy_Keep_Unconfirmed_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_unconfirmed_label: ((inputs?: Privacy_Keep_Unconfirmed_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_Unconfirmed_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_Unconfirmed_LabelInputs = {};
