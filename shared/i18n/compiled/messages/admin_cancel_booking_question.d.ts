/**
* | output |
* | --- |
* | "Are you sure you want to cancel booking {reference}? The place will be freed and offered to the first family on the waiting list; the parent will be told by ..." |
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
