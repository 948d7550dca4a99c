/**
* | output |
* | --- |
* | "Erase the details" |
*
* @param {Admin_Bookings_Erase_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_confirm: ((inputs?: Admin_Bookings_Erase_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Erase_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Erase_ConfirmInputs = {};
