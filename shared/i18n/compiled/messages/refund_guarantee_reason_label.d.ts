/**
* | output |
* | --- |
* | "What did not work for you? (optional)" |
*
* @param {Refund_Guarantee_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_guarantee_reason_label: ((inputs?: Refund_Guarantee_Reason_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Guarantee_Reason_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Guarantee_Reason_LabelInputs = {};
