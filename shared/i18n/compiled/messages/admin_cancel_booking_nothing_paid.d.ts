/**
* | output |
* | --- |
* | "Nothing was paid for this booking: there is nothing to refund." |
*
* @param {Admin_Cancel_Booking_Nothing_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_nothing_paid: ((inputs?: Admin_Cancel_Booking_Nothing_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Nothing_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Nothing_PaidInputs = {};
