/**
* | output |
* | --- |
* | "Amount to refund (€)" |
*
* @param {Admin_Cancel_Booking_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount: ((inputs?: Admin_Cancel_Booking_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_AmountInputs = {};
