/**
* | output |
* | --- |
* | "Parent's email" |
*
* @param {Admin_Bookings_Csv_Parent_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_parent_email: ((inputs?: Admin_Bookings_Csv_Parent_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Csv_Parent_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Csv_Parent_EmailInputs = {};
