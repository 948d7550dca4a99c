/**
* | output |
* | --- |
* | "is confirmed." |
*
* @param {Email_Booking_Confirmation_Thanks_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_confirmation_thanks_after: ((inputs?: Email_Booking_Confirmation_Thanks_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Confirmation_Thanks_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Confirmation_Thanks_AfterInputs = {};
