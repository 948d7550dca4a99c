/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Admin_Groups_Field_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_time_zone: ((inputs?: Admin_Groups_Field_Time_ZoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Field_Time_ZoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Field_Time_ZoneInputs = {};
