/**
* | output |
* | --- |
* | "a family that is not satisfied may ask for a refund within {days} days of the first session. An administrator decides; an accepted request is refunded in full." |
*
* @param {Refund_Policy_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_after: ((inputs: Refund_Policy_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_AfterInputs = {
    days: NonNullable<unknown>;
};
