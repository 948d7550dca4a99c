/**
* | output |
* | --- |
* | "Your booking" |
*
* @param {Email_Booking_Cancelled_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_before: ((inputs?: Email_Booking_Cancelled_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Cancelled_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Cancelled_BeforeInputs = {};
