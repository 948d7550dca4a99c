/**
* | output |
* | --- |
* | "(run {number})" |
*
* @param {Admin_Schedule_Options_Active_WhichInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_active_which: ((inputs: Admin_Schedule_Options_Active_WhichInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Schedule_Options_Active_WhichInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Schedule_Options_Active_WhichInputs = {
    number: NonNullable<unknown>;
};
