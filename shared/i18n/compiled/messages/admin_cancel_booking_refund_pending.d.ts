/**
* | output |
* | --- |
* | "Refund of {amount} in progress." |
*
* @param {Admin_Cancel_Booking_Refund_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_refund_pending: ((inputs: Admin_Cancel_Booking_Refund_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Refund_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Refund_PendingInputs = {
    amount: NonNullable<unknown>;
};
