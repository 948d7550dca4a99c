/**
* | output |
* | --- |
* | "Unknown action." |
*
* @param {Admin_Groups_Unknown_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_unknown_action: ((inputs?: Admin_Groups_Unknown_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Unknown_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Unknown_ActionInputs = {};
