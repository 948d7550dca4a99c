/**
* | output |
* | --- |
* | "You will get {amount} back." |
*
* @param {Refund_Get_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_get_back: ((inputs: Refund_Get_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Get_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Get_BackInputs = {
    amount: NonNullable<unknown>;
};
