/**
* | output |
* | --- |
* | "Discount code {code}: {error}" |
*
* @param {Booking_Payment_Discount_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_discount_refused: ((inputs: Booking_Payment_Discount_RefusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_Discount_RefusedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_Discount_RefusedInputs = {
    code: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
