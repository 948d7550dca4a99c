/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Booking_Payment_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_pay: ((inputs: Booking_Payment_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_PayInputs = {
    amount: NonNullable<unknown>;
};
