/**
* | output |
* | --- |
* | "Groups' fill" |
*
* @param {Admin_Groups_Overview_FillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_overview_fill: ((inputs?: Admin_Groups_Overview_FillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Overview_FillInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Overview_FillInputs = {};
