/**
* | output |
* | --- |
* | "Participants: {workshopTitle}" |
*
* @param {Admin_Roster_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_heading: ((inputs: Admin_Roster_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Roster_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Roster_HeadingInputs = {
    workshopTitle: NonNullable<unknown>;
};
