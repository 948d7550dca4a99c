/**
* | output |
* | --- |
* | "Active workshops" |
*
* @param {Admin_Dashboard_Active_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_active_workshops: ((inputs?: Admin_Dashboard_Active_WorkshopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Active_WorkshopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Active_WorkshopsInputs = {};
