/**
* | output |
* | --- |
* | "Waiting for a group" |
*
* @param {Refund_Policy_Waiting_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_waiting_label: ((inputs?: Refund_Policy_Waiting_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_Waiting_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_Waiting_LabelInputs = {};
