/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Email_Booking_Row_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_reference: ((inputs?: Email_Booking_Row_ReferenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Row_ReferenceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Row_ReferenceInputs = {};
