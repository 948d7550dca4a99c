/**
* | output |
* | --- |
* | "Code {code} applied: {discount} off. New total {total}." |
*
* @param {Booking_Discount_AppliedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_discount_applied: ((inputs: Booking_Discount_AppliedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Discount_AppliedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Discount_AppliedInputs = {
    code: NonNullable<unknown>;
    discount: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
