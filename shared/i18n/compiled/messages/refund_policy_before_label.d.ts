/**
* | output |
* | --- |
* | "Before the start" |
*
* @param {Refund_Policy_Before_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_before_label: ((inputs?: Refund_Policy_Before_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_Before_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_Before_LabelInputs = {};
