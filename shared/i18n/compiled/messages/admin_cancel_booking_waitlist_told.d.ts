/**
* | output |
* | --- |
* | "The place is offered to the first family on the waiting list, who have been told by e-mail." |
*
* @param {Admin_Cancel_Booking_Waitlist_ToldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_waitlist_told: ((inputs?: Admin_Cancel_Booking_Waitlist_ToldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Waitlist_ToldInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Waitlist_ToldInputs = {};
