/**
* | output |
* | --- |
* | "First session's date" |
*
* @param {Admin_Groups_Field_First_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_first_date: ((inputs?: Admin_Groups_Field_First_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Field_First_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Field_First_DateInputs = {};
