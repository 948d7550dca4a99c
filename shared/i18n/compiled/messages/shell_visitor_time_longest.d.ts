/**
* | output |
* | --- |
* | "Wednesdays 10-11 PM your time" |
*
* @param {Shell_Visitor_Time_LongestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_visitor_time_longest: ((inputs?: Shell_Visitor_Time_LongestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Visitor_Time_LongestInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Visitor_Time_LongestInputs = {};
