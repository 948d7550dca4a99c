/**
* | output |
* | --- |
* | "This discount code has reached its usage limit." |
*
* @param {Discount_Used_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_used_up: ((inputs?: Discount_Used_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discount_Used_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Discount_Used_UpInputs = {};
