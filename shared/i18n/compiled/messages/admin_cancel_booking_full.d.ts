/**
* | output |
* | --- |
* | "Full refund ({amount})" |
*
* @param {Admin_Cancel_Booking_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_full: ((inputs: Admin_Cancel_Booking_FullInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_Booking_FullInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_Booking_FullInputs = {
    amount: NonNullable<unknown>;
};
