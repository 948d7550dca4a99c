/**
* | output |
* | --- |
* | "Parent" |
*
* @param {Admin_Bookings_Col_ParentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_col_parent: ((inputs?: Admin_Bookings_Col_ParentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Col_ParentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Col_ParentInputs = {};
