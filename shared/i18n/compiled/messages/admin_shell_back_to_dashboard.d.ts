/**
* | output |
* | --- |
* | "Back to the dashboard" |
*
* @param {Admin_Shell_Back_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_back_to_dashboard: ((inputs?: Admin_Shell_Back_To_DashboardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Shell_Back_To_DashboardInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Shell_Back_To_DashboardInputs = {};
