/**
* | output |
* | --- |
* | "Your bookings at {academyName}" |
*
* @param {Email_Booking_Links_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_links_subject: ((inputs: Email_Booking_Links_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Links_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Links_SubjectInputs = {
    academyName: NonNullable<unknown>;
};
