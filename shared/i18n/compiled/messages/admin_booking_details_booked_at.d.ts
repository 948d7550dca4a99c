/**
* | output |
* | --- |
* | "Booked on" |
*
* @param {Admin_Booking_Details_Booked_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_booked_at: ((inputs?: Admin_Booking_Details_Booked_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Booked_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Booked_AtInputs = {};
