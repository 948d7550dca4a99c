/**
* | output |
* | --- |
* | "No bookings waiting for a group." |
*
* @param {Admin_Groups_Unassigned_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_unassigned_empty: ((inputs?: Admin_Groups_Unassigned_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Unassigned_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Unassigned_EmptyInputs = {};
