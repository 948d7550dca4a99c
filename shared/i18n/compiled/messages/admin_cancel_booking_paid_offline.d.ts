/**
* | output |
* | --- |
* | "This booking was not paid online: refund the family outside the site, then cancel without a refund." |
*
* @param {Admin_Cancel_Booking_Paid_OfflineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_paid_offline: ((inputs?: Admin_Cancel_Booking_Paid_OfflineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Paid_OfflineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Paid_OfflineInputs = {};
