/**
* | output |
* | --- |
* | "Our policy: after the first session, a family that is not satisfied may ask for a refund within 7 days. You can ask until {until}; an administrator decides a..." |
*
* @param {Refund_Why_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_guarantee: ((inputs: Refund_Why_GuaranteeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_GuaranteeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_GuaranteeInputs = {
    until: NonNullable<unknown>;
};
