/**
* | output |
* | --- |
* | "Corrects invoice {number}" |
*
* @param {Invoice_CorrectsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_corrects: ((inputs: Invoice_CorrectsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_CorrectsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_CorrectsInputs = {
    number: NonNullable<unknown>;
};
