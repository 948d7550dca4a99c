/**
* | output |
* | --- |
* | "Capacity (seats)" |
*
* @param {Admin_Groups_Field_CapacityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_capacity: ((inputs?: Admin_Groups_Field_CapacityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Field_CapacityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Field_CapacityInputs = {};
