/**
* | output |
* | --- |
* | "This group belongs to another workshop." |
*
* @param {Admin_Group_Other_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_other_workshop: ((inputs?: Admin_Group_Other_WorkshopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Other_WorkshopInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Other_WorkshopInputs = {};
