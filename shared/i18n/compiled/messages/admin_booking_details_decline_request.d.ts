/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Admin_Booking_Details_Decline_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_decline_request: ((inputs?: Admin_Booking_Details_Decline_RequestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Decline_RequestInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Decline_RequestInputs = {};
