/**
* | output |
* | --- |
* | "The capacity cannot exceed {max} seats, the workshop's maximum." |
*
* @param {Admin_Group_Above_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_above_workshop: ((inputs: Admin_Group_Above_WorkshopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Above_WorkshopInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Above_WorkshopInputs = {
    max: NonNullable<unknown>;
};
