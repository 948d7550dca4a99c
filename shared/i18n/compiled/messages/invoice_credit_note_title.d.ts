/**
* | output |
* | --- |
* | "Credit note {number}" |
*
* @param {Invoice_Credit_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_credit_note_title: ((inputs: Invoice_Credit_Note_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Credit_Note_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Credit_Note_TitleInputs = {
    number: NonNullable<unknown>;
};
