/**
* | output |
* | --- |
* | "Erase the teen's details" |
*
* @param {Admin_Bookings_Erase_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_title: ((inputs?: Admin_Bookings_Erase_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Erase_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Erase_TitleInputs = {};
