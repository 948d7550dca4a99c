/**
* | output |
* | --- |
* | "Your place is held for another {time}. After that it goes back to other families." |
*
* @param {Booking_Payment_Hold_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_hold_left: ((inputs: Booking_Payment_Hold_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_Hold_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_Hold_LeftInputs = {
    time: NonNullable<unknown>;
};
