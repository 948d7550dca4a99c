/**
* | output |
* | --- |
* | "IANA name, for example America/New_York." |
*
* @param {Admin_Groups_Field_Time_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_time_zone_hint: ((inputs?: Admin_Groups_Field_Time_Zone_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Field_Time_Zone_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Field_Time_Zone_HintInputs = {};
