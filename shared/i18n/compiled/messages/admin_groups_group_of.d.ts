/**
* | output |
* | --- |
* | "Group of {date}" |
*
* @param {Admin_Groups_Group_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_group_of: ((inputs: Admin_Groups_Group_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Group_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Group_OfInputs = {
    date: NonNullable<unknown>;
};
