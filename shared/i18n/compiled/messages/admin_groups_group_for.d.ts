/**
* | output |
* | --- |
* | "Group for {reference}" |
*
* @param {Admin_Groups_Group_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_group_for: ((inputs: Admin_Groups_Group_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Group_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Group_ForInputs = {
    reference: NonNullable<unknown>;
};
