/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Admin_Booking_Details_Request_Reason_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_request_reason_none: ((inputs?: Admin_Booking_Details_Request_Reason_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Request_Reason_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Request_Reason_NoneInputs = {};
