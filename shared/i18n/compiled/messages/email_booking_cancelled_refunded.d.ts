/**
* | output |
* | --- |
* | "We are refunding {amount} to the card you paid with. It usually reaches your account within 5 to 10 days." |
*
* @param {Email_Booking_Cancelled_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_refunded: ((inputs: Email_Booking_Cancelled_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Cancelled_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Cancelled_RefundedInputs = {
    amount: NonNullable<unknown>;
};
