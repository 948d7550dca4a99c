/**
* | output |
* | --- |
* | "Runs (schedule choices)" |
*
* @param {Admin_Schedule_Options_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_legend: ((inputs?: Admin_Schedule_Options_LegendInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Schedule_Options_LegendInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Schedule_Options_LegendInputs = {};
