/**
* | output |
* | --- |
* | "Your invoices and credit notes, and the version of the terms of sale you accepted" |
*
* @param {Privacy_Keep_Documents_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_documents_label: ((inputs?: Privacy_Keep_Documents_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_Documents_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_Documents_LabelInputs = {};
