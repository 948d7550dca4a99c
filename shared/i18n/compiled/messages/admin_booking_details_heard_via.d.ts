/**
* | output |
* | --- |
* | "Heard of us via" |
*
* @param {Admin_Booking_Details_Heard_ViaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_heard_via: ((inputs?: Admin_Booking_Details_Heard_ViaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Heard_ViaInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Heard_ViaInputs = {};
