/**
* | output |
* | --- |
* | "Paid, then cancelled (see the credit note)" |
*
* @param {Receipt_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_cancelled: ((inputs?: Receipt_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_CancelledInputs = {};
