/**
* | output |
* | --- |
* | "Invalid amount: write an amount in euros, for example 12.50." |
*
* @param {Admin_Cancel_Booking_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount_invalid: ((inputs?: Admin_Cancel_Booking_Amount_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Amount_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Amount_InvalidInputs = {};
