/**
* | output |
* | --- |
* | "Printable version" |
*
* @param {Admin_Roster_PrintableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_printable: ((inputs?: Admin_Roster_PrintableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Roster_PrintableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Roster_PrintableInputs = {};
