/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Admin_Nav_DashboardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_dashboard: ((inputs?: Admin_Nav_DashboardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Nav_DashboardInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Nav_DashboardInputs = {};
