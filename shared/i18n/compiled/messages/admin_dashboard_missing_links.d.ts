/**
* | output |
* | --- |
* | "Groups without a video link less than 48 hours before the first session" |
*
* @param {Admin_Dashboard_Missing_LinksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_missing_links: ((inputs?: Admin_Dashboard_Missing_LinksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Missing_LinksInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Missing_LinksInputs = {};
