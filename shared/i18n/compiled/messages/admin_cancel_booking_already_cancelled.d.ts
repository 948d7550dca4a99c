/**
* | output |
* | --- |
* | "This booking is already cancelled." |
*
* @param {Admin_Cancel_Booking_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_already_cancelled: ((inputs?: Admin_Cancel_Booking_Already_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Already_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Already_CancelledInputs = {};
