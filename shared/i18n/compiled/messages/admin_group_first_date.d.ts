/**
* | output |
* | --- |
* | "The first session's date is required (YYYY-MM-DD)." |
*
* @param {Admin_Group_First_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_first_date: ((inputs?: Admin_Group_First_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_First_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_First_DateInputs = {};
