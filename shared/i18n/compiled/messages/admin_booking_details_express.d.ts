/**
* | output |
* | --- |
* | "Early start" |
*
* @param {Admin_Booking_Details_ExpressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_express: ((inputs?: Admin_Booking_Details_ExpressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_ExpressInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_ExpressInputs = {};
