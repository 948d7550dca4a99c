/**
* | output |
* | --- |
* | "Details erased on {when}" |
*
* @param {Admin_Booking_Details_Teen_ErasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_teen_erased: ((inputs: Admin_Booking_Details_Teen_ErasedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Teen_ErasedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Teen_ErasedInputs = {
    when: NonNullable<unknown>;
};
