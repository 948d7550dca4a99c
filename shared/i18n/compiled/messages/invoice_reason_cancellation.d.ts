/**
* | output |
* | --- |
* | "Cancellation" |
*
* @param {Invoice_Reason_CancellationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_reason_cancellation: ((inputs?: Invoice_Reason_CancellationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Reason_CancellationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Reason_CancellationInputs = {};
