/**
* | output |
* | --- |
* | "The refund must be more than €0." |
*
* @param {Admin_Cancel_Booking_Amount_ZeroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount_zero: ((inputs?: Admin_Cancel_Booking_Amount_ZeroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Amount_ZeroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Amount_ZeroInputs = {};
