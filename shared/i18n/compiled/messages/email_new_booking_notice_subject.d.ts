/**
* | output |
* | --- |
* | "New booking: {workshopTitle} ({reference})" |
*
* @param {Email_New_Booking_Notice_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_new_booking_notice_subject: ((inputs: Email_New_Booking_Notice_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_New_Booking_Notice_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_New_Booking_Notice_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
