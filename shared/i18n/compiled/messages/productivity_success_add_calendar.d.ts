/**
* | output |
* | --- |
* | "Add to Calendar" |
*
* @param {Productivity_Success_Add_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_add_calendar: ((inputs?: Productivity_Success_Add_CalendarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Add_CalendarInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Add_CalendarInputs = {};
