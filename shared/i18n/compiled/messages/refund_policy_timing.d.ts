/**
* | output |
* | --- |
* | "to the card you paid with, within {days} days of your request. Where two rules apply, the more generous one does." |
*
* @param {Refund_Policy_TimingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_timing: ((inputs: Refund_Policy_TimingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_TimingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_TimingInputs = {
    days: NonNullable<unknown>;
};
