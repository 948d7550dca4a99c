/**
* | output |
* | --- |
* | "Reason for the request" |
*
* @param {Admin_Booking_Details_Request_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_request_reason: ((inputs?: Admin_Booking_Details_Request_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Request_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Request_ReasonInputs = {};
