/**
* | output |
* | --- |
* | "Receipt {reference}" |
*
* @param {Receipt_Document_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_document_title: ((inputs: Receipt_Document_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Document_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Document_TitleInputs = {
    reference: NonNullable<unknown>;
};
