/**
* | output |
* | --- |
* | "List ({count})" |
*
* @param {Admin_Groups_Roster_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_roster_link: ((inputs: Admin_Groups_Roster_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Roster_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Roster_LinkInputs = {
    count: NonNullable<unknown>;
};
