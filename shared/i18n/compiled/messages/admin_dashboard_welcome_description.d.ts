/**
* | output |
* | --- |
* | "This is your back-office." |
*
* @param {Admin_Dashboard_Welcome_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_welcome_description: ((inputs?: Admin_Dashboard_Welcome_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Welcome_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Welcome_DescriptionInputs = {};
