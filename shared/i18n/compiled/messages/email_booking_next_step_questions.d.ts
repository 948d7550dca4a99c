/**
* | output |
* | --- |
* | "Questions? Write to {contactEmail}; we answer within 24 hours." |
*
* @param {Email_Booking_Next_Step_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_next_step_questions: ((inputs: Email_Booking_Next_Step_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Booking_Next_Step_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Booking_Next_Step_QuestionsInputs = {
    contactEmail: NonNullable<unknown>;
};
