/**
* | output |
* | --- |
* | "Reopen" |
*
* @param {Admin_Groups_ReopenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_reopen: ((inputs?: Admin_Groups_ReopenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_ReopenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_ReopenInputs = {};
