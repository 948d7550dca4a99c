/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Admin_Status_Booking_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_booking_confirmed: ((inputs?: Admin_Status_Booking_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Booking_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Booking_ConfirmedInputs = {};
