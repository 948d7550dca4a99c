/**
* | output |
* | --- |
* | "Workshop" |
*
* @param {Email_Booking_Row_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_workshop: ((inputs?: Email_Booking_Row_WorkshopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Row_WorkshopInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Row_WorkshopInputs = {};
