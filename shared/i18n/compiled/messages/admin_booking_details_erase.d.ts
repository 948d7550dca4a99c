/**
* | output |
* | --- |
* | "Erase the teen's details" |
*
* @param {Admin_Booking_Details_EraseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_erase: ((inputs?: Admin_Booking_Details_EraseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_EraseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_EraseInputs = {};
