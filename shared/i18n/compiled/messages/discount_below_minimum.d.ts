/**
* | output |
* | --- |
* | "This discount code applies to orders of {minimum} or more." |
*
* @param {Discount_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_below_minimum: ((inputs: Discount_Below_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Discount_Below_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Discount_Below_MinimumInputs = {
    minimum: NonNullable<unknown>;
};
