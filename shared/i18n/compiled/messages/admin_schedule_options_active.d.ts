/**
* | output |
* | --- |
* | "Active" |
*
* @param {Admin_Schedule_Options_ActiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_active: ((inputs?: Admin_Schedule_Options_ActiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Schedule_Options_ActiveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Schedule_Options_ActiveInputs = {};
