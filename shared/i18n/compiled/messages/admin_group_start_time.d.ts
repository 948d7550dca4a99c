/**
* | output |
* | --- |
* | "The start time is required (HH:MM, 24-hour clock)." |
*
* @param {Admin_Group_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_start_time: ((inputs?: Admin_Group_Start_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Start_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Start_TimeInputs = {};
