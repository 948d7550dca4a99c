/**
* | output |
* | --- |
* | "This group cannot be deleted: it has bookings. Close it instead." |
*
* @param {Admin_Group_Has_BookingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_has_bookings: ((inputs?: Admin_Group_Has_BookingsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Has_BookingsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Has_BookingsInputs = {};
