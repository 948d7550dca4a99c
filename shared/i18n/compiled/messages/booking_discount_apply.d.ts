/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Booking_Discount_ApplyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_discount_apply: ((inputs?: Booking_Discount_ApplyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Discount_ApplyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Discount_ApplyInputs = {};
