/**
* | output |
* | --- |
* | "The refund cannot be more than the amount paid ({paid})." |
*
* @param {Admin_Cancel_Booking_Amount_Too_HighInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount_too_high: ((inputs: Admin_Cancel_Booking_Amount_Too_HighInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Amount_Too_HighInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Amount_Too_HighInputs = {
    paid: NonNullable<unknown>;
};
