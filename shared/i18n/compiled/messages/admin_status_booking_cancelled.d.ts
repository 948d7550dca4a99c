/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Admin_Status_Booking_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_booking_cancelled: ((inputs?: Admin_Status_Booking_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Booking_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Booking_CancelledInputs = {};
