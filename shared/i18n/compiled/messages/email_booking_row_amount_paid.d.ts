/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Email_Booking_Row_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_amount_paid: ((inputs?: Email_Booking_Row_Amount_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Row_Amount_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Row_Amount_PaidInputs = {};
