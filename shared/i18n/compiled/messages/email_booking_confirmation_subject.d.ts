/**
* | output |
* | --- |
* | "Booking confirmed: {workshopTitle} ({reference})" |
*
* @param {Email_Booking_Confirmation_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_confirmation_subject: ((inputs: Email_Booking_Confirmation_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Confirmation_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Confirmation_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
