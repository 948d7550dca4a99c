/**
* | output |
* | --- |
* | "{amount} refunded." |
*
* @param {Admin_Cancel_Booking_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_refunded: ((inputs: Admin_Cancel_Booking_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_RefundedInputs = {
    amount: NonNullable<unknown>;
};
