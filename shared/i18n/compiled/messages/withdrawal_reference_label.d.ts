/**
* | output |
* | --- |
* | "Booking reference (TW-123456)" |
*
* @param {Withdrawal_Reference_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_reference_label: ((inputs?: Withdrawal_Reference_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Reference_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Reference_LabelInputs = {};
