/**
* | output |
* | --- |
* | "Not asked for" |
*
* @param {Admin_Booking_Details_Express_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_express_none: ((inputs?: Admin_Booking_Details_Express_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Express_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Express_NoneInputs = {};
