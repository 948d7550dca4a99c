/**
* | output |
* | --- |
* | "Your booking {reference} for {workshopTitle} is cancelled" |
*
* @param {Email_Booking_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_subject: ((inputs: Email_Booking_Cancelled_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Cancelled_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Cancelled_SubjectInputs = {
    reference: NonNullable<unknown>;
    workshopTitle: NonNullable<unknown>;
};
