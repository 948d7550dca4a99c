/**
* | output |
* | --- |
* | "This group no longer takes bookings (closed or finished)." |
*
* @param {Admin_Group_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_not_open: ((inputs?: Admin_Group_Not_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Not_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Not_OpenInputs = {};
