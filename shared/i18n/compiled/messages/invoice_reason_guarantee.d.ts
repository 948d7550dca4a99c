/**
* | output |
* | --- |
* | "Refund request accepted" |
*
* @param {Invoice_Reason_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_reason_guarantee: ((inputs?: Invoice_Reason_GuaranteeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Reason_GuaranteeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Reason_GuaranteeInputs = {};
