/**
* | output |
* | --- |
* | "How you are refunded" |
*
* @param {Refund_Policy_Timing_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_timing_label: ((inputs?: Refund_Policy_Timing_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_Timing_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_Timing_LabelInputs = {};
