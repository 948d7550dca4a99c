/**
* | output |
* | --- |
* | "Bookings without a group" |
*
* @param {Admin_Groups_UnassignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_unassigned: ((inputs?: Admin_Groups_UnassignedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_UnassignedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_UnassignedInputs = {};
