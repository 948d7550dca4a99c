/**
* | output |
* | --- |
* | "Unknown time zone: give an IANA name, for example America/New_York or Europe/Paris." |
*
* @param {Admin_Group_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_time_zone: ((inputs?: Admin_Group_Time_ZoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Time_ZoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Time_ZoneInputs = {};
