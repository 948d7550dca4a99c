/**
* | output |
* | --- |
* | "Add the link in the group's editor: families receive it 24 hours before." |
*
* @param {Admin_Dashboard_Missing_Links_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_missing_links_hint: ((inputs?: Admin_Dashboard_Missing_Links_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Missing_Links_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Missing_Links_HintInputs = {};
