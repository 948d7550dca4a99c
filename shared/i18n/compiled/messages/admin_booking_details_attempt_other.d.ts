/**
* | output |
* | --- |
* | "attempts" |
*
* @param {Admin_Booking_Details_Attempt_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_attempt_other: ((inputs?: Admin_Booking_Details_Attempt_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Attempt_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Attempt_OtherInputs = {};
