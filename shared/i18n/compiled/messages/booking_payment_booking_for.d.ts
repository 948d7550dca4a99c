/**
* | output |
* | --- |
* | "Booking for {firstName} {lastName} ({email})" |
*
* @param {Booking_Payment_Booking_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_booking_for: ((inputs: Booking_Payment_Booking_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_Booking_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_Booking_ForInputs = {
    firstName: NonNullable<unknown>;
    lastName: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
