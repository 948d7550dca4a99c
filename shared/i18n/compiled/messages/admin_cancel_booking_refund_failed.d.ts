/**
* | output |
* | --- |
* | "The refund of {amount} failed at the payment provider: it will be retried automatically." |
*
* @param {Admin_Cancel_Booking_Refund_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_refund_failed: ((inputs: Admin_Cancel_Booking_Refund_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Refund_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Refund_FailedInputs = {
    amount: NonNullable<unknown>;
};
