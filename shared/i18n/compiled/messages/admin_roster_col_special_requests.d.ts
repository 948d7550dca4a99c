/**
* | output |
* | --- |
* | "Special requests" |
*
* @param {Admin_Roster_Col_Special_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_col_special_requests: ((inputs?: Admin_Roster_Col_Special_RequestsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Roster_Col_Special_RequestsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Roster_Col_Special_RequestsInputs = {};
