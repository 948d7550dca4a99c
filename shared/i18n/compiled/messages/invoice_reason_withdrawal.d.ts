/**
* | output |
* | --- |
* | "Withdrawal within the 14-day period" |
*
* @param {Invoice_Reason_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_reason_withdrawal: ((inputs?: Invoice_Reason_WithdrawalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Reason_WithdrawalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Reason_WithdrawalInputs = {};
