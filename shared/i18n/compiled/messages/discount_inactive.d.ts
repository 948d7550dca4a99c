/**
* | output |
* | --- |
* | "This discount code is no longer active." |
*
* @param {Discount_InactiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_inactive: ((inputs?: Discount_InactiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discount_InactiveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Discount_InactiveInputs = {};
