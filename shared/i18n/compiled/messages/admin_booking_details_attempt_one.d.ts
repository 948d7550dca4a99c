/**
* | output |
* | --- |
* | "attempt" |
*
* @param {Admin_Booking_Details_Attempt_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_attempt_one: ((inputs?: Admin_Booking_Details_Attempt_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Attempt_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Attempt_OneInputs = {};
