/**
* | output |
* | --- |
* | "Time of run {number}" |
*
* @param {Admin_Schedule_Options_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_time: ((inputs: Admin_Schedule_Options_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Schedule_Options_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Schedule_Options_TimeInputs = {
    number: NonNullable<unknown>;
};
