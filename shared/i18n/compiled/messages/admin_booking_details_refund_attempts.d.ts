/**
* | output |
* | --- |
* | "{attempts}; last error: {error}" |
*
* @param {Admin_Booking_Details_Refund_AttemptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_refund_attempts: ((inputs: Admin_Booking_Details_Refund_AttemptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Refund_AttemptsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Refund_AttemptsInputs = {
    attempts: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
