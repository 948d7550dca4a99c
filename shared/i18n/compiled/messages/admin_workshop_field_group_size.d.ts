/**
* | output |
* | --- |
* | "Group size" |
*
* @param {Admin_Workshop_Field_Group_SizeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_group_size: ((inputs?: Admin_Workshop_Field_Group_SizeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_Group_SizeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_Group_SizeInputs = {};
