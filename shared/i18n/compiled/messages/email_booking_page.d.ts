/**
* | output |
* | --- |
* | "Your booking:" |
*
* @param {Email_Booking_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_page: ((inputs?: Email_Booking_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_PageInputs = {};
