/**
* | output |
* | --- |
* | "after the {days} days, a family may still cancel up to {hours} hours before the group's first session and gets a full refund, automatically." |
*
* @param {Refund_Policy_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_before: ((inputs: Refund_Policy_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_BeforeInputs = {
    days: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
