/**
* | output |
* | --- |
* | "Download your receipt (PDF):" |
*
* @param {Email_Booking_Receipt_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_receipt_text: ((inputs?: Email_Booking_Receipt_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Receipt_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Receipt_TextInputs = {};
