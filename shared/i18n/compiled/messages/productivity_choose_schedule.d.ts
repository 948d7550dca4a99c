/**
* | output |
* | --- |
* | "Choose your schedule" |
*
* @param {Productivity_Choose_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_choose_schedule: ((inputs?: Productivity_Choose_ScheduleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Choose_ScheduleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Choose_ScheduleInputs = {};
