/**
* | output |
* | --- |
* | "Full refund up to 48 hours before the workshop starts." |
*
* @param {Booking_Payment_Refund_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_payment_refund_note: ((inputs?: Booking_Payment_Refund_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Payment_Refund_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Payment_Refund_NoteInputs = {};
