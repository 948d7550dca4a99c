/**
* | output |
* | --- |
* | "An error occurred during payment processing." |
*
* @param {Booking_Payment_FailureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_failure: ((inputs?: Booking_Payment_FailureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_FailureInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_FailureInputs = {};
