/**
* | output |
* | --- |
* | "This group's first session would be in the past: choose a date to come." |
*
* @param {Admin_Group_In_The_PastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_in_the_past: ((inputs?: Admin_Group_In_The_PastInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_In_The_PastInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_In_The_PastInputs = {};
