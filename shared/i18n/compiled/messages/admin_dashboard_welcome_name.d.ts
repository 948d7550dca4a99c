/**
* | output |
* | --- |
* | "Welcome, {firstName}!" |
*
* @param {Admin_Dashboard_Welcome_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_welcome_name: ((inputs: Admin_Dashboard_Welcome_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Welcome_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Welcome_NameInputs = {
    firstName: NonNullable<unknown>;
};
