/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Admin_Schedule_Options_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_seats: ((inputs?: Admin_Schedule_Options_SeatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Schedule_Options_SeatsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Schedule_Options_SeatsInputs = {};
