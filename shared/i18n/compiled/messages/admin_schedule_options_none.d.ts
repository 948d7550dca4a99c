/**
* | output |
* | --- |
* | "No runs: the workshop is booked without choosing a date." |
*
* @param {Admin_Schedule_Options_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_none: ((inputs?: Admin_Schedule_Options_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Schedule_Options_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Schedule_Options_NoneInputs = {};
