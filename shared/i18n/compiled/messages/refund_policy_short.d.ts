/**
* | output |
* | --- |
* | "{days}-day withdrawal right" |
*
* @param {Refund_Policy_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_short: ((inputs: Refund_Policy_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_ShortInputs = {
    days: NonNullable<unknown>;
};
