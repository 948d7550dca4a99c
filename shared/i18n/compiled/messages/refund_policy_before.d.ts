/**
* | output |
* | --- |
* | "a family may cancel up to 48 hours before the group's first session and gets a full refund, automatically." |
*
* @param {Refund_Policy_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_before: ((inputs?: Refund_Policy_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_BeforeInputs = {};
