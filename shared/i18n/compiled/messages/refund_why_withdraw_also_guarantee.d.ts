/**
* | output |
* | --- |
* | "If the workshop did not suit your teen, you may instead ask for a full refund until {until}; an administrator decides." |
*
* @param {Refund_Why_Withdraw_Also_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_withdraw_also_guarantee: ((inputs: Refund_Why_Withdraw_Also_GuaranteeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_Withdraw_Also_GuaranteeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_Withdraw_Also_GuaranteeInputs = {
    until: NonNullable<unknown>;
};
