/**
* | output |
* | --- |
* | "Within {days} days of booking" |
*
* @param {Refund_Policy_Withdrawal_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_withdrawal_label: ((inputs: Refund_Policy_Withdrawal_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_Withdrawal_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_Withdrawal_LabelInputs = {
    days: NonNullable<unknown>;
};
