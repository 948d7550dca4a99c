/**
* | output |
* | --- |
* | "Any question about this cancellation? Contact us at" |
*
* @param {Email_Booking_Cancelled_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_cancelled_questions: ((inputs?: Email_Booking_Cancelled_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Cancelled_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Cancelled_QuestionsInputs = {};
