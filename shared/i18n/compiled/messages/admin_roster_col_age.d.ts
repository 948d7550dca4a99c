/**
* | output |
* | --- |
* | "Age" |
*
* @param {Admin_Roster_Col_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_col_age: ((inputs?: Admin_Roster_Col_AgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Roster_Col_AgeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Roster_Col_AgeInputs = {};
