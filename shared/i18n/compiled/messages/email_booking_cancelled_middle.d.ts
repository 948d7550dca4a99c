/**
* | output |
* | --- |
* | "for" |
*
* @param {Email_Booking_Cancelled_MiddleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_middle: ((inputs?: Email_Booking_Cancelled_MiddleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Cancelled_MiddleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Cancelled_MiddleInputs = {};
