/**
* | output |
* | --- |
* | "This booking was not paid online: the site will make no refund." |
*
* @param {Admin_Cancel_Booking_Not_Paid_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_not_paid_online: ((inputs?: Admin_Cancel_Booking_Not_Paid_OnlineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Not_Paid_OnlineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Not_Paid_OnlineInputs = {};
