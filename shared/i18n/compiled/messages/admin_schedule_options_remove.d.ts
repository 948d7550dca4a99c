/**
* | output |
* | --- |
* | "Remove run {number}" |
*
* @param {Admin_Schedule_Options_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_remove: ((inputs: Admin_Schedule_Options_RemoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Schedule_Options_RemoveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Schedule_Options_RemoveInputs = {
    number: NonNullable<unknown>;
};
