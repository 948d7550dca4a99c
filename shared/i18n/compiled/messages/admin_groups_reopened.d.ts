/**
* | output |
* | --- |
* | "Group reopened." |
*
* @param {Admin_Groups_ReopenedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_reopened: ((inputs?: Admin_Groups_ReopenedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_ReopenedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_ReopenedInputs = {};
