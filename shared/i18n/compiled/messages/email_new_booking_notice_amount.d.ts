/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Email_New_Booking_Notice_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_new_booking_notice_amount: ((inputs?: Email_New_Booking_Notice_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_New_Booking_Notice_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_New_Booking_Notice_AmountInputs = {};
