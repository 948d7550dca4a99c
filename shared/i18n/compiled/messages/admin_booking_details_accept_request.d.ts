/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Admin_Booking_Details_Accept_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_accept_request: ((inputs?: Admin_Booking_Details_Accept_RequestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Accept_RequestInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Accept_RequestInputs = {};
