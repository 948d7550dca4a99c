/**
* | output |
* | --- |
* | "You will get nothing back: this booking was free." |
*
* @param {Refund_Nothing_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_nothing_back: ((inputs?: Refund_Nothing_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Nothing_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Nothing_BackInputs = {};
