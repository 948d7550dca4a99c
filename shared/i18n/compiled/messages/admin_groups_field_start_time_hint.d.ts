/**
* | output |
* | --- |
* | "In the group's time zone." |
*
* @param {Admin_Groups_Field_Start_Time_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_start_time_hint: ((inputs?: Admin_Groups_Field_Start_Time_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Field_Start_Time_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Field_Start_Time_HintInputs = {};
