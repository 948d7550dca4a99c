/**
* | output |
* | --- |
* | "Teen's first name" |
*
* @param {Admin_Roster_Csv_Teen_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_csv_teen_first_name: ((inputs?: Admin_Roster_Csv_Teen_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Roster_Csv_Teen_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Roster_Csv_Teen_First_NameInputs = {};
