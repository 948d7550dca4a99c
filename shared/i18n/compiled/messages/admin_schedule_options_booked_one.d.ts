/**
* | output |
* | --- |
* | "seat already booked" |
*
* @param {Admin_Schedule_Options_Booked_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_booked_one: ((inputs?: Admin_Schedule_Options_Booked_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Schedule_Options_Booked_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Schedule_Options_Booked_OneInputs = {};
