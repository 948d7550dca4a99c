/**
* | output |
* | --- |
* | "Dates of run {number}" |
*
* @param {Admin_Schedule_Options_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_dates: ((inputs: Admin_Schedule_Options_DatesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Schedule_Options_DatesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Schedule_Options_DatesInputs = {
    number: NonNullable<unknown>;
};
