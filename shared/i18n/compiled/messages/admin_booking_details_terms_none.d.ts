/**
* | output |
* | --- |
* | "Not recorded (booked before the terms were asked for)" |
*
* @param {Admin_Booking_Details_Terms_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_terms_none: ((inputs?: Admin_Booking_Details_Terms_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Terms_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Terms_NoneInputs = {};
