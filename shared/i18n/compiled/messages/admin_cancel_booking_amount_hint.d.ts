/**
* | output |
* | --- |
* | "For example 12.50; at most {amount}." |
*
* @param {Admin_Cancel_Booking_Amount_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount_hint: ((inputs: Admin_Cancel_Booking_Amount_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_Amount_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_Amount_HintInputs = {
    amount: NonNullable<unknown>;
};
