/**
* | output |
* | --- |
* | "The teen's details are already erased." |
*
* @param {Admin_Bookings_Erase_Already_ErasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_already_erased: ((inputs?: Admin_Bookings_Erase_Already_ErasedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Erase_Already_ErasedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Erase_Already_ErasedInputs = {};
