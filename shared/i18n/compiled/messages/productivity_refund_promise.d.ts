/**
* | output |
* | --- |
* | "Full refund if unsatisfied after the first session" |
*
* @param {Productivity_Refund_PromiseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_refund_promise: ((inputs?: Productivity_Refund_PromiseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Refund_PromiseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Refund_PromiseInputs = {};
