/**
* | output |
* | --- |
* | "Partial refund" |
*
* @param {Admin_Cancel_Booking_PartialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_partial: ((inputs?: Admin_Cancel_Booking_PartialInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_PartialInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_PartialInputs = {};
