/**
* | output |
* | --- |
* | "Date of issue" |
*
* @param {Invoice_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_issued: ((inputs?: Invoice_IssuedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_IssuedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_IssuedInputs = {};
