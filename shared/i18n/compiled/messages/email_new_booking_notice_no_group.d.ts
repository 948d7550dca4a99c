/**
* | output |
* | --- |
* | "Waiting for a group" |
*
* @param {Email_New_Booking_Notice_No_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_new_booking_notice_no_group: ((inputs?: Email_New_Booking_Notice_No_GroupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_New_Booking_Notice_No_GroupInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_New_Booking_Notice_No_GroupInputs = {};
