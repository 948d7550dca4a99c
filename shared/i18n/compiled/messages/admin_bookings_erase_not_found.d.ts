/**
* | output |
* | --- |
* | "This booking no longer exists." |
*
* @param {Admin_Bookings_Erase_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_not_found: ((inputs?: Admin_Bookings_Erase_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Erase_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Erase_Not_FoundInputs = {};
