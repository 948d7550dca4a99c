/**
* | output |
* | --- |
* | "Are you sure you want to cancel booking {reference}? The place will be freed; the parent and the workshop's waiting list will be told by e-mail." |
*
* @param {Admin_Cancel_Booking_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_question: ((inputs: Admin_Cancel_Booking_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_QuestionInputs = {
    reference: NonNullable<unknown>;
};
