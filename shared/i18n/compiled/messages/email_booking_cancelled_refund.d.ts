/**
* | output |
* | --- |
* | "For a refund, or any question about this cancellation, contact us at" |
*
* @param {Email_Booking_Cancelled_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_refund: ((inputs?: Email_Booking_Cancelled_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Cancelled_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Cancelled_RefundInputs = {};
