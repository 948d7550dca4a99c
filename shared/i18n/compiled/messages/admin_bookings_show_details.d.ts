/**
* | output |
* | --- |
* | "See the booking's details" |
*
* @param {Admin_Bookings_Show_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_show_details: ((inputs?: Admin_Bookings_Show_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Show_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Show_DetailsInputs = {};
