/**
* | output |
* | --- |
* | "When you press Pay, your place is held for you for {minutes} minutes at most while the payment completes. After that it goes back to other families: a paymen..." |
*
* @param {Booking_Payment_Hold_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_hold_note: ((inputs: Booking_Payment_Hold_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_Hold_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_Hold_NoteInputs = {
    minutes: NonNullable<unknown>;
};
