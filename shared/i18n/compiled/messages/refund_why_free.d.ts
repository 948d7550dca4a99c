/**
* | output |
* | --- |
* | "Your booking was free (100 % discount code): cancelling gives your teen's seat to another family, there is nothing to refund." |
*
* @param {Refund_Why_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_free: ((inputs?: Refund_Why_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_FreeInputs = {};
