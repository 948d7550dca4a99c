/**
* | output |
* | --- |
* | "View the site" |
*
* @param {Admin_Shell_View_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_shell_view_site: ((inputs?: Admin_Shell_View_SiteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Shell_View_SiteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Shell_View_SiteInputs = {};
