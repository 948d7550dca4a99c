/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Email_Booking_Row_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_schedule: ((inputs?: Email_Booking_Row_ScheduleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Row_ScheduleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Row_ScheduleInputs = {};
