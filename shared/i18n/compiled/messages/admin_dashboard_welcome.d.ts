/**
* | output |
* | --- |
* | "Welcome!" |
*
* @param {Admin_Dashboard_WelcomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_welcome: ((inputs?: Admin_Dashboard_WelcomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_WelcomeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_WelcomeInputs = {};
