/**
* | output |
* | --- |
* | "Parent's phone" |
*
* @param {Admin_Bookings_Csv_Parent_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_parent_phone: ((inputs?: Admin_Bookings_Csv_Parent_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Csv_Parent_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Csv_Parent_PhoneInputs = {};
