/**
* | output |
* | --- |
* | "Erase the teen's name, age and special requests from booking {reference}? The reference, dates, amounts and the parent's details are kept. This cannot be und..." |
*
* @param {Admin_Bookings_Erase_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_question: ((inputs: Admin_Bookings_Erase_QuestionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Erase_QuestionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Erase_QuestionInputs = {
    reference: NonNullable<unknown>;
};
