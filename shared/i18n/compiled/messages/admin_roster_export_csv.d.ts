/**
* | output |
* | --- |
* | "Export as CSV" |
*
* @param {Admin_Roster_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_export_csv: ((inputs?: Admin_Roster_Export_CsvInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Roster_Export_CsvInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Roster_Export_CsvInputs = {};
