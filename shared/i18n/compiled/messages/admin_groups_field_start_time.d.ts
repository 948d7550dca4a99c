/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Admin_Groups_Field_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_start_time: ((inputs?: Admin_Groups_Field_Start_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Field_Start_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Field_Start_TimeInputs = {};
