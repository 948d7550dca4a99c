/**
* | output |
* | --- |
* | "you may withdraw without giving a reason. Before the first session you get everything back. If you asked for the workshop to start within those {days} days a..." |
*
* @param {Refund_Policy_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_withdrawal: ((inputs: Refund_Policy_WithdrawalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_WithdrawalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_WithdrawalInputs = {
    days: NonNullable<unknown>;
};
