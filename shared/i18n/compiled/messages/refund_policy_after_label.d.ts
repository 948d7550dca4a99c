/**
* | output |
* | --- |
* | "After the first session" |
*
* @param {Refund_Policy_After_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_after_label: ((inputs?: Refund_Policy_After_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_After_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_After_LabelInputs = {};
