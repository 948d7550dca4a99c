/**
* | output |
* | --- |
* | "The capacity must be a whole number of seats, at least 1." |
*
* @param {Admin_Group_CapacityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_capacity: ((inputs?: Admin_Group_CapacityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_CapacityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_CapacityInputs = {};
