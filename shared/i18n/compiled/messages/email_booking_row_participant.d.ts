/**
* | output |
* | --- |
* | "Participant" |
*
* @param {Email_Booking_Row_ParticipantInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_row_participant: ((inputs?: Email_Booking_Row_ParticipantInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Row_ParticipantInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Row_ParticipantInputs = {};
