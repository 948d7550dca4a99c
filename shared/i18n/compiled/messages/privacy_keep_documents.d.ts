/**
* | output |
* | --- |
* | "{label}: kept for 10 years (French Commercial Code, article L123-22), even after your teen's details are erased. They name you, the parent, as the customer, ..." |
*
* @param {Privacy_Keep_DocumentsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_documents: ((inputs: Privacy_Keep_DocumentsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_DocumentsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_DocumentsInputs = {
    label: NonNullable<unknown>;
};
