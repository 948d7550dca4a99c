/**
* | output |
* | --- |
* | "{workshopTitle}: first session {firstSession}" |
*
* @param {Admin_Dashboard_Missing_Link_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_missing_link_group: ((inputs: Admin_Dashboard_Missing_Link_GroupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Missing_Link_GroupInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Missing_Link_GroupInputs = {
    workshopTitle: NonNullable<unknown>;
    firstSession: NonNullable<unknown>;
};
