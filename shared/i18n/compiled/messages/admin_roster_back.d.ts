/**
* | output |
* | --- |
* | "Groups of {workshopTitle}" |
*
* @param {Admin_Roster_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_back: ((inputs: Admin_Roster_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Roster_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Roster_BackInputs = {
    workshopTitle: NonNullable<unknown>;
};
