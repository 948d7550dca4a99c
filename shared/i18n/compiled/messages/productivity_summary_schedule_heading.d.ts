/**
* | output |
* | --- |
* | "Selected schedule" |
*
* @param {Productivity_Summary_Schedule_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_schedule_heading: ((inputs?: Productivity_Summary_Schedule_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Summary_Schedule_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Summary_Schedule_HeadingInputs = {};
