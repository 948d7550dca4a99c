/**
* | output |
* | --- |
* | "Ask for a refund of {amount}" |
*
* @param {Refund_Guarantee_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_guarantee_submit: ((inputs: Refund_Guarantee_SubmitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Guarantee_SubmitInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Guarantee_SubmitInputs = {
    amount: NonNullable<unknown>;
};
