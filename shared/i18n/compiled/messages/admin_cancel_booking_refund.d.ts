/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Admin_Cancel_Booking_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_refund: ((inputs?: Admin_Cancel_Booking_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_RefundInputs = {};
