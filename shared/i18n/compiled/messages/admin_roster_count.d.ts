/**
* | output |
* | --- |
* | "{count}/{capacity} participants" |
*
* @param {Admin_Roster_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_count: ((inputs: Admin_Roster_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Roster_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Roster_CountInputs = {
    count: NonNullable<unknown>;
    capacity: NonNullable<unknown>;
};
