/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Email_Booking_Row_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_discount: ((inputs?: Email_Booking_Row_DiscountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Row_DiscountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Row_DiscountInputs = {};
