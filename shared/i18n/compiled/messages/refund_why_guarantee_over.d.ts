/**
* | output |
* | --- |
* | "Our policy: a refund can be asked within 7 days of the first session; those 7 days are over, so nothing can be done automatically. Please write to us at {con..." |
*
* @param {Refund_Why_Guarantee_OverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_guarantee_over: ((inputs: Refund_Why_Guarantee_OverInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_Guarantee_OverInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_Guarantee_OverInputs = {
    contactEmail: NonNullable<unknown>;
};
