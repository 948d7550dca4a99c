/**
* | output |
* | --- |
* | "Continue to Payment" |
*
* @param {Booking_Continue_To_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_continue_to_payment: ((inputs?: Booking_Continue_To_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Continue_To_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Continue_To_PaymentInputs = {};
