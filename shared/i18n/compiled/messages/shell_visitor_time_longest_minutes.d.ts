/**
* | output |
* | --- |
* | "Wednesdays 10:30-11:30 PM your time" |
*
* @param {Shell_Visitor_Time_Longest_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_visitor_time_longest_minutes: ((inputs?: Shell_Visitor_Time_Longest_MinutesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Visitor_Time_Longest_MinutesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Visitor_Time_Longest_MinutesInputs = {};
