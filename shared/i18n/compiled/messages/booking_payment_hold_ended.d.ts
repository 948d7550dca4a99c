/**
* | output |
* | --- |
* | "The place held for your last attempt has gone back to other families. Paying now holds a place again if one is still free." |
*
* @param {Booking_Payment_Hold_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_hold_ended: ((inputs?: Booking_Payment_Hold_EndedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_Hold_EndedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_Hold_EndedInputs = {};
