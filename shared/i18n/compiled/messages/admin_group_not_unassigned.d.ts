/**
* | output |
* | --- |
* | "This booking is not waiting for a group (already placed, or cancelled)." |
*
* @param {Admin_Group_Not_UnassignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_not_unassigned: ((inputs?: Admin_Group_Not_UnassignedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Not_UnassignedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Not_UnassignedInputs = {};
